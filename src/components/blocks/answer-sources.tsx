import { FileTextIcon } from 'lucide-react';

import type { ChatSourceItem } from '@/lib/ai-events';

/**
 * Where an assistant's answer came from (decision 0017): 'Fuentes (n)', folded, each passage with
 * its document and relevance. The passages are text, never markup.
 */
export function AnswerSources({ sources }: { sources: readonly ChatSourceItem[] }) {
  if (sources.length === 0) return null;
  return (
    <details className="group rounded-lg bg-muted/50 px-3 py-2 text-xs">
      <summary className="cursor-pointer font-medium">Fuentes ({sources.length})</summary>
      <ul aria-label="Fuentes" className="mt-2 flex flex-col gap-2">
        {sources.map((source, index) => (
          <li key={`${source.archivo}-${index}`} className="flex flex-col gap-0.5">
            <span className="flex items-center gap-1.5 font-medium">
              <FileTextIcon aria-hidden className="size-3.5 shrink-0" />
              {source.archivo}
              <span className="font-normal text-muted-foreground">
                · relevancia {Math.round(Math.min(Math.max(source.puntuacion, 0), 1) * 100)} %
              </span>
            </span>
            <q className="text-muted-foreground">{source.texto}</q>
          </li>
        ))}
      </ul>
    </details>
  );
}
