import { FileTextIcon } from 'lucide-react';
import { useState } from 'react';

import { Badge } from '@/components/ui/badge';
import { isMandatoryDocument } from '@/lib/documents';

import { DOCUMENTS_LISTED_BY_DEFAULT, type ChatAttachment } from '../lib/document-selection';

/**
 * 'Documentos disponibles para consulta:' (decision 0017): the first 2, then '+N más' /
 * 'Mostrar menos'; each 'Obligatorio' or 'Opcional' by its name, with the PDF badge.
 */
export function DocumentList({ documents }: { documents: readonly ChatAttachment[] }) {
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? documents : documents.slice(0, DOCUMENTS_LISTED_BY_DEFAULT);
  const hidden = documents.length - DOCUMENTS_LISTED_BY_DEFAULT;
  return (
    <section aria-label="Documentos del chat" className="flex flex-col gap-2">
      <h3 className="text-sm font-medium">Documentos disponibles para consulta:</h3>
      {documents.length === 0 ? (
        <p className="text-sm text-muted-foreground">No hay documentos PDF disponibles</p>
      ) : (
        <ul className="flex flex-col gap-1.5">
          {shown.map((document) => {
            const mandatory = isMandatoryDocument(document.name);
            return (
              <li key={document.id} className="flex min-w-0 items-center gap-2 text-sm">
                <FileTextIcon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
                <span className="min-w-0 flex-1 truncate" title={document.name}>
                  {document.name}
                </span>
                <Badge variant={mandatory ? 'warning' : 'secondary'}>
                  {mandatory ? 'Obligatorio' : 'Opcional'}
                </Badge>
                <Badge variant="outline">PDF</Badge>
              </li>
            );
          })}
        </ul>
      )}
      {hidden > 0 && (
        <button
          type="button"
          aria-expanded={expanded}
          className="w-fit rounded-sm text-xs font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Mostrar menos' : `+${hidden} más`}
        </button>
      )}
    </section>
  );
}
