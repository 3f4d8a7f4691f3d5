import type { SearchJson } from '@/lib/search-json';
import { cn } from '@/lib/cn';

import { formatMinScore, summarizeSearch } from '../lib/search-summary';

const joinOr = (values: readonly string[], empty: string) =>
  values.length ? values.join(', ') : empty;

/** Everything a saved search looks for, so the user knows what they are saving or running. */
export function SearchSummary({ json, className }: { json: SearchJson; className?: string }) {
  const summary = summarizeSearch(json);
  const rows: { term: string; detail: string }[] = [
    { term: 'Búsqueda', detail: summary.query || 'Sin texto de búsqueda' },
    { term: 'Procedencia', detail: joinOr(summary.procedencias, 'Todas') },
    { term: 'Regiones', detail: joinOr(summary.regions, 'Todas') },
  ];
  if (summary.positiveWords.length) {
    rows.push({ term: 'Palabras incluidas', detail: summary.positiveWords.join(', ') });
  }
  if (summary.negativeWords.length) {
    rows.push({ term: 'Palabras excluidas', detail: summary.negativeWords.join(', ') });
  }
  rows.push({ term: 'Puntaje mínimo', detail: formatMinScore(summary.minScore) });

  return (
    <dl
      className={cn(
        'grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1.5 rounded-lg border bg-muted/50 p-3 text-sm',
        className,
      )}
    >
      {rows.map((row) => (
        <div key={row.term} className="contents">
          <dt className="font-medium text-muted-foreground">{row.term}</dt>
          <dd className="break-words">{row.detail}</dd>
        </div>
      ))}
    </dl>
  );
}
