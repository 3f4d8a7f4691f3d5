import { DownloadIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/**
 * One annex of the form: a group named by its title, its fields, and 'Descargar PDF', which
 * writes that annex as it stands on screen.
 */
export function AnnexFieldset({
  title,
  description,
  downloading,
  onDownload,
  children,
}: {
  title: string;
  description?: ReactNode;
  downloading: boolean;
  onDownload: () => void;
  children: ReactNode;
}) {
  const legendId = useId();
  return (
    <fieldset
      aria-labelledby={legendId}
      className="flex min-w-0 flex-col gap-3 rounded-lg border p-3 sm:p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <legend id={legendId} className="text-sm font-semibold">
          {title}
        </legend>
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={downloading}
          onClick={onDownload}
        >
          {downloading ? <Spinner /> : <DownloadIcon aria-hidden />}
          Descargar PDF
        </Button>
      </div>
      {description && <p className="text-sm text-muted-foreground">{description}</p>}
      {children}
    </fieldset>
  );
}
