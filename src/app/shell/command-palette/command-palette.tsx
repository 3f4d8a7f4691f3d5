import { useQuery } from '@tanstack/react-query';
import {
  BookmarkIcon,
  FileTextIcon,
  HistoryIcon,
  LayoutDashboardIcon,
  SparklesIcon,
  TagIcon,
} from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import {
  Command,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
} from '@/components/ui/command';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { tagsQueryOptions } from '@/entities/tag/api/get-tags';
import { useCurrentCompany, useUserPermissions } from '@/entities/user/hooks/use-current-user';
import { savedSearchesQueryOptions } from '@/features/saved-searches/api/get-saved-searches';
import { MIN_QUERY_LENGTH } from '@/lib/search-json';
import { recentOpportunities } from '@/lib/recent-opportunities';

import { opportunityCodeIn, palettePages, paletteScore } from './palette-entries';
import { paletteSearchState } from './palette-search';

/**
 * The command palette (Ctrl/Cmd+K): jump to any page, saved search, tag or recently opened
 * opportunity, open an opportunity by its code, or run an AI search with what was typed. cmdk
 * gives the combobox and listbox roles and announces the active option; the dialog returns the
 * focus where it was. Loaded on first use (command-palette-trigger.tsx).
 */
export default function CommandPalette({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const audience = useUserPermissions();
  const { companyId } = useCurrentCompany();
  const savedSearches = useQuery({ ...savedSearchesQueryOptions(), enabled: open });
  const tags = useQuery({ ...tagsQueryOptions({ companyId }), enabled: open });
  // Read when the palette opens: the detail pages add to it while it is closed.
  const recent = useMemo(() => (open ? recentOpportunities() : []), [open]);
  const pages = useMemo(() => palettePages(audience), [audience]);
  const query = typed.trim();
  const code = opportunityCodeIn(query);
  // The dialog and its input come with the press; its lists (pages, recent opportunities, saved
  // searches, tags) follow in a background render, so that the press is never one long task.
  // What typing itself offers (an opportunity's code, the AI search) is there at once.
  const listed = useDeferredValue(open, false);

  const go = (href: string, state?: unknown) => {
    onOpenChange(false);
    setTyped('');
    void navigate(href, { state });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        showCloseButton={false}
        className="top-[15vh] max-w-xl translate-y-0 gap-0 overflow-hidden p-0"
      >
        <DialogTitle className="sr-only">Ir a</DialogTitle>
        <DialogDescription className="sr-only">
          Escribe para filtrar páginas, búsquedas guardadas, etiquetas y oportunidades; usa las
          flechas para elegir y Enter para abrir.
        </DialogDescription>
        <Command
          label="Ir a"
          loop
          filter={(_value, search, keywords) => paletteScore(keywords ?? [], search)}
        >
          <CommandInput
            value={typed}
            onValueChange={setTyped}
            placeholder="Página, búsqueda guardada, etiqueta, oportunidad…"
          />
          <CommandList label="Resultados">
            {listed && <CommandEmpty>No encontramos nada con «{query}».</CommandEmpty>}
            {code && (
              <CommandGroup heading="Oportunidad" forceMount>
                <CommandItem
                  forceMount
                  value={`codigo:${code}`}
                  onSelect={() => go(paths.dashboard.opportunity.getHref(code))}
                >
                  <FileTextIcon aria-hidden />
                  Abrir la oportunidad {code}
                </CommandItem>
              </CommandGroup>
            )}
            {listed && (
              <CommandGroup heading="Páginas">
                {pages.map((page) => (
                  <CommandItem
                    key={page.href}
                    value={`pagina:${page.href}`}
                    keywords={[page.title, ...page.keywords]}
                    onSelect={() => go(page.href)}
                  >
                    <LayoutDashboardIcon aria-hidden />
                    {page.title}
                  </CommandItem>
                ))}
              </CommandGroup>
            )}
            {listed && recent.length > 0 && (
              <CommandGroup heading="Oportunidades recientes">
                {recent.map((opportunity) => (
                  <CommandItem
                    key={opportunity.codigo}
                    value={`reciente:${opportunity.codigo}`}
                    keywords={[opportunity.codigo, opportunity.nombre]}
                    onSelect={() => go(paths.dashboard.opportunity.getHref(opportunity.codigo))}
                  >
                    <HistoryIcon aria-hidden />
                    <span className="shrink-0 font-mono text-xs">{opportunity.codigo}</span>{' '}
                    <span className="truncate">{opportunity.nombre}</span>
                  </CommandItem>
                ))}
              </CommandGroup>
            )}
            {listed && (savedSearches.data?.length ?? 0) > 0 && (
              <CommandGroup heading="Búsquedas guardadas">
                {savedSearches.data!.map((search) => (
                  <CommandItem
                    key={search.id}
                    value={`guardada:${search.id}`}
                    keywords={[search.name, 'búsqueda guardada']}
                    onSelect={() => go(paths.dashboard.savedSearch.getHref(search.id))}
                  >
                    <BookmarkIcon aria-hidden />
                    <span className="truncate">{search.name}</span>
                  </CommandItem>
                ))}
              </CommandGroup>
            )}
            {listed && (tags.data?.length ?? 0) > 0 && (
              <CommandGroup heading="Etiquetas">
                {tags.data!.map(({ tag }) => (
                  <CommandItem
                    key={tag.id}
                    value={`etiqueta:${tag.id}`}
                    keywords={[tag.name, 'etiqueta']}
                    onSelect={() => go(paths.dashboard.tags.getHref(tag.id))}
                  >
                    <TagIcon aria-hidden />
                    <span className="truncate">{tag.name}</span>
                  </CommandItem>
                ))}
              </CommandGroup>
            )}
            {/* Last: what matches by name comes first, and Enter takes it. */}
            {query.length >= MIN_QUERY_LENGTH && (
              <CommandGroup heading="Búsqueda IA" forceMount>
                <CommandItem
                  forceMount
                  value="buscar"
                  onSelect={() => go(paths.dashboard.root.getHref(), paletteSearchState(query))}
                >
                  <SparklesIcon aria-hidden />
                  <span className="truncate">Buscar oportunidades: «{query}»</span>
                </CommandItem>
              </CommandGroup>
            )}
          </CommandList>
        </Command>
      </DialogContent>
    </Dialog>
  );
}
