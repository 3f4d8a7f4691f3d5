import { BookOpenIcon, MailIcon, PlayCircleIcon } from 'lucide-react';
import { useDeferredValue, useId, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';

import { Card } from '@/components/blocks/card';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { paths } from '@/config/paths';
import { SUPPORT_EMAIL } from '@/config/support';

import { HELP_ARTICLES, type HelpArticle } from '../lib/articles';
import { searchArticles } from '../lib/search-articles';
import { restartTour, TOUR_IDS, TOUR_LABELS } from '../lib/tour-registry';

/**
 * /dashboard/ayuda: searchable articles (?q= keeps the search, ?articulo= opens one), the intro
 * tours to run again, and support by e-mail.
 */
export function HelpPage() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const deferred = useDeferredValue(query);
  const results = useMemo(() => searchArticles(HELP_ARTICLES, deferred), [deferred]);
  const open = HELP_ARTICLES.find((article) => article.slug === params.get('articulo'));

  const setQuery = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set('q', value);
        else next.delete('q');
        next.delete('articulo');
        return next;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-5 lg:grid-cols-[1fr_18rem]">
      <div className="flex flex-col gap-4">
        {open ? (
          <ArticleView article={open} />
        ) : (
          <>
            <div className="flex flex-col gap-2">
              <Label htmlFor="help-search">Buscar en la ayuda</Label>
              <Input
                id="help-search"
                type="search"
                placeholder="Ej.: alertas por correo, calendario, extensión"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
              />
            </div>
            <p aria-live="polite" className="text-sm text-muted-foreground">
              {results.length === 0
                ? 'No encontramos artículos con esas palabras. Prueba con otras o escríbenos.'
                : `${results.length} ${results.length === 1 ? 'artículo' : 'artículos'}`}
            </p>
            <ul className="flex flex-col gap-2">
              {results.map((article) => (
                <li key={article.slug}>
                  <Card
                    as={Link}
                    to={`${paths.dashboard.help.getHref()}?articulo=${article.slug}`}
                    className="flex gap-3 p-4 hover:bg-accent/50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  >
                    <BookOpenIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
                    <span className="flex flex-col gap-0.5">
                      <span className="font-medium">{article.title}</span>
                      <span className="text-sm text-muted-foreground">{article.summary}</span>
                    </span>
                  </Card>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>

      <aside className="flex flex-col gap-4">
        <Card as="section" aria-labelledby="help-tours" className="flex flex-col gap-2 p-4">
          <h2 id="help-tours" className="font-semibold">
            Tours guiados
          </h2>
          <p className="text-sm text-muted-foreground">Repite un recorrido por la aplicación.</p>
          {TOUR_IDS.map((id) => (
            <Button
              key={id}
              variant="outline"
              className="justify-start"
              onClick={() => restartTour(id)}
            >
              <PlayCircleIcon aria-hidden />
              {TOUR_LABELS[id]}
            </Button>
          ))}
        </Card>
        <Card as="section" aria-labelledby="help-contact" className="flex flex-col gap-2 p-4">
          <h2 id="help-contact" className="font-semibold">
            ¿Necesitas más ayuda?
          </h2>
          <p className="text-sm text-muted-foreground">
            Escríbenos y te respondemos en horario hábil de Chile.
          </p>
          <Button asChild>
            <a href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Ayuda con Oportuna')}`}>
              <MailIcon aria-hidden />
              Contactar a soporte
            </a>
          </Button>
        </Card>
      </aside>
    </div>
  );
}

function ArticleView({ article }: { article: HelpArticle }) {
  const headingId = useId();
  return (
    <Card as="article" aria-labelledby={headingId} className="flex flex-col gap-3 p-5">
      <Link
        to={paths.dashboard.help.getHref()}
        className="w-fit text-sm text-primary hover:underline"
      >
        ← Todos los artículos
      </Link>
      <h2 id={headingId} className="text-xl font-semibold">
        {article.title}
      </h2>
      {article.body.map((block, index) =>
        block.kind === 'p' ? (
          <p key={index} className="leading-relaxed">
            {block.text}
          </p>
        ) : (
          <ul key={index} className="ml-5 list-disc space-y-1">
            {block.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </Card>
  );
}
