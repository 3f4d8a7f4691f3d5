import { Link } from 'react-router-dom';

/**
 * The end of a sidebar list (saved searches, tags, history): 'Ver más (N restantes)' / 'Ver
 * menos' while a short list leaves some out, and 'Ver todas', the list's own page.
 */
export function SidebarListFooter({
  remaining = 0,
  expanded = false,
  onExpandedChange,
  allHref,
  onNavigate,
}: {
  /** How many the short list leaves out; no 'Ver más' at 0 or below (or without it). */
  remaining?: number;
  expanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
  /** 'Ver todas' goes there. */
  allHref: string;
  /** Following 'Ver todas' (e.g. closes the phone drawer). */
  onNavigate?: () => void;
}) {
  return (
    <div data-slot="sidebar-list-footer" className="mt-0.5 flex flex-col">
      {remaining > 0 && onExpandedChange && (
        <button
          type="button"
          aria-expanded={expanded}
          className="flex h-8 items-center rounded-md px-2.5 text-left text-xs font-medium text-muted-foreground transition-colors outline-none hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-2 focus-visible:ring-sidebar-ring"
          onClick={() => onExpandedChange(!expanded)}
        >
          {expanded ? 'Ver menos' : `Ver más (${remaining} restantes)`}
        </button>
      )}
      <Link
        to={allHref}
        className="flex h-8 items-center rounded-md px-2.5 text-xs font-medium text-primary transition-colors outline-none hover:bg-sidebar-accent focus-visible:ring-2 focus-visible:ring-sidebar-ring"
        onClick={onNavigate}
      >
        Ver todas
      </Link>
    </div>
  );
}
