import { FileIcon, UploadIcon, XIcon } from 'lucide-react';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type DragEvent,
  type ReactNode,
} from 'react';

import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/cn';

import { checkFile, formatFileSize } from './file-acceptance';

export type FileDropZoneProps = {
  /** The field's name, e.g. 'Lista de precios': the file input's accessible name. */
  label: string;
  /** What may be dropped, e.g. 'Excel (.xls, .xlsx) o CSV, hasta 10 MB'. */
  hint?: ReactNode;
  /** MIME types, MIME families ('image/*') and extensions ('.csv'); empty accepts anything. */
  accept: readonly string[];
  /** Largest size accepted, in bytes. */
  maxSize: number;
  /** The refusal texts, in the words the spec gives for this field. */
  messages: { type: string; size: string };
  /** Called with an accepted file only; a refused one shows its message instead. */
  onFileSelect: (file: File) => void;
  /** The file shown; by default the last accepted one. */
  file?: File | null;
  uploading?: boolean;
  /** 0 to 100 while uploading; null while the amount is not known yet. */
  progress?: number | null;
  /** Shows 'Cancelar' while uploading. */
  onCancel?: () => void;
  /** An error from outside, e.g. the server refused the upload. */
  error?: string | null;
  disabled?: boolean;
  dropText?: string;
  className?: string;
};

/**
 * Drag a file onto the zone, or choose it with the file input inside (Tab reaches it, Enter or
 * Space opens the picker). The file's type and size are checked before `onFileSelect`; while
 * it uploads the zone shows its name, size, a progress bar and a cancel button.
 */
export function FileDropZone({
  label,
  hint,
  accept,
  maxSize,
  messages,
  onFileSelect,
  file,
  uploading = false,
  progress = null,
  onCancel,
  error,
  disabled = false,
  dropText = 'Arrastra un archivo aquí o haz clic para elegirlo',
  className,
}: FileDropZoneProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const dragDepth = useRef(0);
  const cancelled = useRef(false);
  const [dragging, setDragging] = useState(false);
  const [chosen, setChosen] = useState<File | null>(null);
  const [rejection, setRejection] = useState<string | null>(null);

  const locked = disabled || uploading;
  const shownFile = file === undefined ? chosen : file;
  const shownError = rejection ?? error ?? null;
  const describedBy = [hint ? hintId : null, shownError ? errorId : null].filter(Boolean).join(' ');

  // After a cancel the button goes away with the upload: focus returns to the input.
  useEffect(() => {
    if (!uploading && cancelled.current) {
      cancelled.current = false;
      inputRef.current?.focus();
    }
  }, [uploading]);

  const take = (candidate: File | undefined) => {
    if (!candidate || locked) return;
    const refusal = checkFile(candidate, { accept, maxSize });
    if (refusal) {
      setChosen(null);
      setRejection(messages[refusal]);
      return;
    }
    setRejection(null);
    setChosen(candidate);
    onFileSelect(candidate);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    take(event.target.files?.[0]);
    // Choosing the same file again must still fire a change.
    event.target.value = '';
  };

  const onDragEnter = (event: DragEvent) => {
    event.preventDefault();
    dragDepth.current += 1;
    if (!locked) setDragging(true);
  };
  const onDragOver = (event: DragEvent) => {
    // Without this the browser refuses the drop (or opens the file in the tab).
    event.preventDefault();
    event.dataTransfer.dropEffect = locked ? 'none' : 'copy';
  };
  const onDragLeave = () => {
    dragDepth.current = Math.max(0, dragDepth.current - 1);
    if (dragDepth.current === 0) setDragging(false);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    dragDepth.current = 0;
    setDragging(false);
    take(event.dataTransfer.files[0]);
  };

  return (
    <div data-slot="file-drop-zone" className={cn('flex flex-col gap-2', className)}>
      <label
        htmlFor={inputId}
        data-slot="file-drop-zone-area"
        data-dragging={dragging || undefined}
        data-disabled={locked || undefined}
        data-invalid={shownError ? true : undefined}
        onDragEnter={onDragEnter}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
        className={cn(
          'flex cursor-pointer flex-col items-center justify-center gap-1.5 rounded-xl border-2 border-dashed border-input bg-card px-4 py-6 text-center transition-colors hover:border-primary/60 hover:bg-accent/40',
          'has-[input:focus-visible]:border-ring has-[input:focus-visible]:ring-[3px] has-[input:focus-visible]:ring-ring/30',
          'data-[dragging]:border-primary data-[dragging]:bg-accent',
          'data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60 data-[disabled]:hover:border-input data-[disabled]:hover:bg-card',
          'data-[invalid]:border-destructive',
        )}
      >
        <UploadIcon aria-hidden className="size-6 text-primary" />
        <span id={labelId} className="text-sm font-medium">
          {label}
        </span>
        <span className="text-sm text-muted-foreground">{dropText}</span>
        {hint && (
          <span id={hintId} className="text-xs text-muted-foreground">
            {hint}
          </span>
        )}
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          className="sr-only"
          accept={accept.join(',') || undefined}
          disabled={locked}
          aria-labelledby={labelId}
          aria-describedby={describedBy || undefined}
          aria-invalid={shownError ? true : undefined}
          onChange={onChange}
        />
      </label>

      {shownFile && (
        <div
          data-slot="file-drop-zone-file"
          className="flex flex-col gap-2 rounded-lg border bg-card px-3 py-2"
        >
          <div className="flex items-center gap-2 text-sm">
            <FileIcon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
            <span className="min-w-0 flex-1 truncate font-medium" title={shownFile.name}>
              {shownFile.name}
            </span>
            <span className="shrink-0 text-xs text-muted-foreground">
              {formatFileSize(shownFile.size)}
            </span>
            {uploading && onCancel && (
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => {
                  cancelled.current = true;
                  onCancel();
                }}
              >
                <XIcon aria-hidden />
                Cancelar
              </Button>
            )}
          </div>
          {uploading && (
            <div className="flex items-center gap-2">
              <Progress aria-label={`Subiendo ${shownFile.name}`} value={progress} />
              {progress != null && (
                <span aria-hidden className="w-10 shrink-0 text-right text-xs tabular-nums">
                  {Math.round(progress)} %
                </span>
              )}
            </div>
          )}
        </div>
      )}

      {shownError && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {shownError}
        </p>
      )}
    </div>
  );
}
