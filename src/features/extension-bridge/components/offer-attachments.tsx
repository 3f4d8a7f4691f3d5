import { XIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { FileDropZone } from '@/components/blocks/file-drop-zone';

import { ATTACHMENT_RULES } from '../lib/offer-form';

/** 'Adjuntos de la oferta': the drop zone and the files chosen, each of which can be taken out. */
export function OfferAttachments({
  files,
  error,
  onAdd,
  onRemove,
}: {
  files: readonly File[];
  error: string | null;
  onAdd: (file: File) => Promise<void>;
  onRemove: (file: File) => void;
}) {
  return (
    <>
      <FileDropZone
        label="Adjuntos de la oferta"
        hint="PDF, Word, Excel o imágenes, hasta 10 MB cada uno."
        accept={ATTACHMENT_RULES.accept}
        maxSize={ATTACHMENT_RULES.maxSize}
        messages={ATTACHMENT_RULES.messages}
        onFileSelect={(file) => void onAdd(file)}
        file={null}
        error={error}
      />
      {files.length > 0 && (
        <ul aria-label="Archivos adjuntos" className="flex flex-col gap-1 text-sm">
          {files.map((file) => (
            <li
              key={file.name}
              className="flex items-center justify-between gap-2 rounded-md border px-3 py-1.5"
            >
              <span className="truncate">{file.name}</span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Quitar ${file.name}`}
                onClick={() => onRemove(file)}
              >
                <XIcon aria-hidden /> Quitar
              </Button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
