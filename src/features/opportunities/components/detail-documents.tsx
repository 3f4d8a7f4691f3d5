import { FileTextIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import { Badge } from '@/components/ui/badge';
import { formatFileSize } from '@/components/blocks/file-acceptance';
import { isMandatoryDocument } from '@/lib/documents';

import type { OpportunityDetail } from '@/entities/opportunity/api/opportunity-schema';
import { DetailSection } from './detail-section';

/** Another feature's actions over the opportunity's documents (the AI chat). */
export type RenderDocumentActions = (detail: OpportunityDetail) => ReactNode;

/** 'Documentos adjuntos': the PDFs, each with its size and whether the bid must include it. */
export function DetailDocuments({
  detail,
  renderDocumentActions,
}: {
  detail: OpportunityDetail;
  renderDocumentActions?: RenderDocumentActions;
}) {
  return (
    <DetailSection title={`Documentos adjuntos (${detail.adjuntos.length})`} icon={FileTextIcon}>
      {renderDocumentActions?.(detail)}
      {detail.adjuntos.length === 0 ? (
        <p className="text-sm text-muted-foreground">No hay documentos PDF disponibles</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {detail.adjuntos.map((file) => (
            <li
              key={file.id}
              // On a phone the name takes its own line, whole; its size and badges go below it.
              className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg border px-3 py-2 text-sm sm:flex-nowrap"
            >
              <FileTextIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
              <span
                className="min-w-0 flex-1 break-words max-sm:basis-[calc(100%-1.5rem)] sm:truncate"
                title={file.nombre}
              >
                {file.nombre}
              </span>
              <span className="text-xs text-muted-foreground max-sm:ml-6">
                {formatFileSize(file.tamanoBytes)}
              </span>
              <Badge variant={isMandatoryDocument(file.nombre) ? 'default' : 'outline'}>
                {isMandatoryDocument(file.nombre) ? 'Obligatorio' : 'Opcional'}
              </Badge>
              <Badge variant="secondary">PDF</Badge>
            </li>
          ))}
        </ul>
      )}
    </DetailSection>
  );
}
