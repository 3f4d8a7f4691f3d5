import { FileSpreadsheetIcon, TagsIcon } from 'lucide-react';

import { ConfirmDialog } from '@/components/blocks/confirm-dialog';
import { formatFileSize } from '@/components/blocks/file-acceptance';
import { LoadError } from '@/components/feedback/load-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type {
  CompanyFile,
  CompanyFileKind,
} from '@/entities/company-files/api/company-files-schema';
import { formatChileDate } from '@/lib/format';

import { useDeleteCompanyFile } from '../api/delete-company-file';
import type { useCompanyFiles } from '../hooks/use-company-files';

const NAMES: Record<CompanyFileKind, { title: string; what: string }> = {
  price: { title: 'Lista de precios', what: 'la lista de precios' },
  executive: { title: 'Listado de ejecutivos', what: 'el listado de ejecutivos' },
  'auto-tags': { title: 'Etiquetas generadas', what: 'las etiquetas generadas' },
};

/** The file a section holds now: its name, size, date and rows, to download or delete. */
export function CurrentFile({
  companyId,
  kind,
  files,
}: {
  companyId: number;
  kind: CompanyFileKind;
  files: ReturnType<typeof useCompanyFiles>;
}) {
  const remove = useDeleteCompanyFile(companyId, kind, NAMES[kind].title);
  if (files.isPending) return <Skeleton className="h-14 rounded-lg" />;
  if (files.isError) {
    return (
      <LoadError
        message="No pudimos cargar los archivos de la empresa."
        onRetry={() => void files.refetch()}
      />
    );
  }
  // Nothing came back (an expired subscription): the plans modal speaks.
  if (files.data === null) return null;
  const file = files.data.find((entry) => entry.kind === kind);
  if (!file) {
    return <p className="text-sm text-muted-foreground">Aún no has subido {NAMES[kind].what}.</p>;
  }
  return (
    <div className="flex flex-col gap-3 rounded-lg border bg-card p-3">
      <div className="flex flex-wrap items-center gap-3">
        <FileSpreadsheetIcon aria-hidden className="size-5 shrink-0 text-primary" />
        <div className="min-w-0 flex-1">
          <a
            href={file.url}
            download={file.name}
            className="block truncate text-sm font-medium text-primary underline-offset-2 hover:underline"
          >
            {file.name}
          </a>
          <p className="text-xs text-muted-foreground">{fileFacts(file)}</p>
        </div>
        <ConfirmDialog
          trigger={(open) => (
            <Button
              variant="outline"
              size="sm"
              className="text-destructive"
              aria-label={`Eliminar ${NAMES[kind].what}`}
              onClick={open}
            >
              Eliminar
            </Button>
          )}
          title={`¿Eliminar ${NAMES[kind].what}?`}
          description={`Se eliminará «${file.name}». Esta acción no se puede deshacer.`}
          action="Sí, eliminar"
          onConfirm={() => remove.mutateAsync(file.url)}
        />
      </div>
      {file.tags && file.tags.length > 0 && (
        <ul aria-label="Etiquetas generadas" className="flex flex-wrap gap-1.5">
          {file.tags.map((tag) => (
            <li key={tag}>
              <Badge variant="secondary">
                <TagsIcon aria-hidden className="size-3" />
                {tag}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function fileFacts(file: CompanyFile) {
  const rows =
    file.rowCount === null
      ? null
      : file.rowCount === 1
        ? '1 fila'
        : `${file.rowCount.toLocaleString('es-CL')} filas`;
  return [
    formatFileSize(file.size),
    rows,
    `subido el ${formatChileDate(file.uploadedAt, 'dateTime')}`,
  ]
    .filter(Boolean)
    .join(' · ');
}
