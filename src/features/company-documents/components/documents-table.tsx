import { DownloadIcon, RefreshCwIcon, Trash2Icon } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import {
  COMPANY_DOCUMENT_KIND_LABELS,
  type CompanyDocument,
} from '@/entities/company-documents/api/company-documents-schema';
import {
  validityLabel,
  validityOn,
  type DocumentValidity,
} from '@/entities/company-documents/lib/document-validity';
import { formatCLP } from '@/lib/format';

import { documentTitle } from '../lib/document-title';

const BADGE_VARIANT = {
  vigente: 'success',
  por_vencer: 'warning',
  vencido: 'destructive',
} as const satisfies Record<DocumentValidity['state'], string>;

/** '2026-11-29' as '29-11-2026', the way the app writes dates. */
const showDay = (day: string) => day.split('-').reverse().join('-');

/**
 * The vault as a table at desktop and a card per document on a phone (the table stacks): kind,
 * file, dates, validity on `today` (Chile's calendar), note and who uploaded it, with each
 * document's 'Reemplazar', 'Descargar' and 'Eliminar'.
 */
export function DocumentsTable({
  documents,
  today,
  downloading,
  onReplace,
  onDownload,
  onDelete,
}: {
  documents: CompanyDocument[];
  today: string;
  /** The document whose file is on its way. */
  downloading: number | null;
  onReplace: (document: CompanyDocument) => void;
  onDownload: (document: CompanyDocument) => void;
  onDelete: (document: CompanyDocument) => void;
}) {
  return (
    <Table stackOnPhone>
      <TableCaption className="sr-only">Documentos de la empresa</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Documento</TableHead>
          <TableHead>Emisión</TableHead>
          <TableHead>Vencimiento</TableHead>
          <TableHead>Estado</TableHead>
          <TableHead>Subido por</TableHead>
          <TableHead>
            <span className="sr-only">Acciones</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {documents.map((document) => {
          const validity = validityOn(document, today);
          const title = documentTitle(document);
          return (
            <TableRow key={document.id}>
              <TableCell className="max-w-80 whitespace-normal">
                <p className="font-medium">{COMPANY_DOCUMENT_KIND_LABELS[document.kind]}</p>
                <p className="text-sm break-all text-muted-foreground">{document.name}</p>
                {document.amount !== null && (
                  <p className="text-sm">Monto: {formatCLP(document.amount)}</p>
                )}
                {document.note && <p className="mt-1 text-sm">{document.note}</p>}
              </TableCell>
              <TableCell data-label="Emisión">{showDay(document.issuedOn)}</TableCell>
              <TableCell data-label="Vencimiento">
                {document.expiresOn ? showDay(document.expiresOn) : 'No vence'}
              </TableCell>
              <TableCell data-label="Estado">
                <Badge variant={BADGE_VARIANT[validity.state]}>{validityLabel(validity)}</Badge>
              </TableCell>
              <TableCell data-label="Subido por">{document.uploadedBy.name}</TableCell>
              <TableCell>
                <div className="flex flex-wrap gap-1 sm:flex-nowrap sm:justify-end">
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Reemplazar ${title}`}
                    onClick={() => onReplace(document)}
                  >
                    <RefreshCwIcon aria-hidden />
                    Reemplazar
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Descargar ${title}`}
                    disabled={downloading === document.id}
                    onClick={() => onDownload(document)}
                  >
                    {downloading === document.id ? (
                      <Spinner label="Descargando" />
                    ) : (
                      <DownloadIcon aria-hidden />
                    )}
                    Descargar
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-destructive hover:text-destructive"
                    aria-label={`Eliminar ${title}`}
                    onClick={() => onDelete(document)}
                  >
                    <Trash2Icon aria-hidden />
                    Eliminar
                  </Button>
                </div>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
