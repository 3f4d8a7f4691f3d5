import { CheckCircle2Icon, CircleDashedIcon, SendIcon, XIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';

import { FileDropZone } from '@/components/blocks/file-drop-zone';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { formatCLP } from '@/lib/format';
import { detectSignature, isDocumentSignature, readFirstBytes } from '@/lib/file-signature';
import { getToken } from '@/lib/session';

import {
  APPLICATION_STATUS_TEXTS,
  applicationCalls,
  pollApplication,
  POLLING_TIMEOUT_TEXT,
  toExtensionFile,
  type ApplicationStatus,
  type OfferLine,
} from '../lib/application';
import { getBridge } from '../model/detection';

export type ApplyItem = { correlativo: number; nombre: string; cantidad: number; unidad: string };

/** Looks a product up in the company's price list; null when it is not there. */
export type PriceLookup = (productName: string) => number | null;

const ATTACHMENT_RULES = {
  accept: ['.pdf', '.doc', '.docx', '.xls', '.xlsx', 'image/jpeg', 'image/png'],
  maxSize: 10 * 1024 * 1024,
  messages: {
    type: 'Solo se pueden adjuntar PDF, Word, Excel o imágenes (JPG, PNG).',
    size: 'El archivo es demasiado grande. Tamaño máximo permitido: 10MB.',
  },
};

type Phase =
  | { kind: 'form' }
  | { kind: 'sending'; step: string }
  | { kind: 'polling'; id: number; status: ApplicationStatus | null }
  | { kind: 'finished'; id: number; status: ApplicationStatus | null };

/**
 * 'Postular con la extensión' (issue 11): the offer's lines from the agile purchase's items, with
 * prices from the company's price list where it has them, a note and the files; sent through the
 * extension, then followed every 5 s for 2 minutes. A failure keeps everything prepared.
 */
export function ApplyDialog({
  open,
  onOpenChange,
  codigo,
  nombre,
  items,
  loadPrices,
  onSent,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  codigo: string;
  nombre: string;
  items: readonly ApplyItem[];
  loadPrices?: () => Promise<PriceLookup | null>;
  /** The portal took the offer: its total in CLP (the app records the bid). */
  onSent?: (offer: { total: number }) => void;
}) {
  const [prices, setPrices] = useState<Record<number, string>>({});
  const [note, setNote] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'form' });
  const [fromList, setFromList] = useState(0);
  const polling = useRef<AbortController | null>(null);
  const noteId = useId();

  useEffect(() => () => polling.current?.abort(), []);

  // Prices from the company's price list, where a product is in it (the person may change them).
  useEffect(() => {
    if (!loadPrices) return;
    let live = true;
    void loadPrices()
      .then((lookup) => {
        if (!live || !lookup) return;
        const found: Record<number, string> = {};
        for (const item of items) {
          const price = lookup(item.nombre);
          if (price !== null) found[item.correlativo] = String(price);
        }
        setFromList(Object.keys(found).length);
        setPrices((current) => ({ ...found, ...current }));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [loadPrices, items]);

  const lines: OfferLine[] = items.map((item) => {
    const raw = prices[item.correlativo]?.replace(/\./g, '').replace(',', '.') ?? '';
    const value = raw.trim() === '' ? null : Number(raw);
    return {
      correlativo: item.correlativo,
      producto: item.nombre,
      cantidad: item.cantidad,
      unidad: item.unidad,
      precioUnitario: value !== null && Number.isFinite(value) && value > 0 ? value : null,
    };
  });
  const total = lines.reduce((sum, line) => sum + (line.precioUnitario ?? 0) * line.cantidad, 0);

  const addFile = async (file: File) => {
    const signature = detectSignature(await readFirstBytes(file));
    if (!isDocumentSignature(signature)) {
      setFileError(ATTACHMENT_RULES.messages.type);
      return;
    }
    setFileError(null);
    setFiles((current) => [...current.filter((entry) => entry.name !== file.name), file]);
  };

  const submit = async () => {
    if (lines.some((line) => line.precioUnitario === null)) {
      setError('Indica un precio unitario mayor que cero para cada producto.');
      return;
    }
    const token = getToken();
    if (!token) return;
    setError(null);
    const calls = applicationCalls(getBridge(), token);
    try {
      setPhase({ kind: 'sending', step: 'Enviando los datos de la oferta…' });
      const id = await calls.send(codigo, {
        codigoCotizacion: codigo,
        items: lines,
        nota: note.trim(),
      });
      for (const [index, file] of files.entries()) {
        setPhase({
          kind: 'sending',
          step: `Enviando archivo ${index + 1} de ${files.length}: ${file.name}`,
        });
        await calls.sendFile(id, codigo, await toExtensionFile(file));
      }
      setPhase({ kind: 'polling', id, status: null });
      const controller = new AbortController();
      polling.current = controller;
      const final = await pollApplication(() => calls.status(id), {
        signal: controller.signal,
        onStatus: (status) => setPhase({ kind: 'polling', id, status }),
      });
      setPhase({ kind: 'finished', id, status: final });
      if (final === 'enviada') {
        onSent?.({
          total: lines.reduce((sum, line) => sum + line.cantidad * (line.precioUnitario ?? 0), 0),
        });
      }
    } catch (caught) {
      if (caught instanceof DOMException && caught.name === 'AbortError') return;
      setError(
        caught instanceof Error ? caught.message : 'Error en la comunicación con la extensión',
      );
      setPhase({ kind: 'form' });
    }
  };

  const cancel = async (id: number) => {
    polling.current?.abort();
    try {
      await applicationCalls(getBridge(), getToken() ?? '').cancel(id);
      setPhase({ kind: 'finished', id, status: 'cancelada' });
    } catch (caught) {
      setError(
        caught instanceof Error ? caught.message : 'Error en la comunicación con la extensión',
      );
      setPhase({ kind: 'finished', id, status: null });
    }
  };

  const busy = phase.kind === 'sending' || phase.kind === 'polling';
  return (
    <Dialog open={open} onOpenChange={(next) => (busy && !next ? undefined : onOpenChange(next))}>
      <DialogContent className="max-w-3xl sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Postular con la extensión</DialogTitle>
          <DialogDescription>
            {codigo} · {nombre}
          </DialogDescription>
        </DialogHeader>

        {phase.kind === 'form' ? (
          <div className="flex min-w-0 flex-col gap-4">
            {fromList > 0 && (
              <p className="text-sm text-muted-foreground">
                {fromList === 1
                  ? 'Tomamos 1 precio de tu lista de precios.'
                  : `Tomamos ${fromList} precios de tu lista de precios.`}{' '}
                Puedes cambiarlos.
              </p>
            )}
            <div
              role="region"
              aria-label="Productos de la oferta"
              tabIndex={0}
              className="overflow-x-auto rounded-lg border"
            >
              <table className="w-full text-sm">
                <thead className="bg-muted/60 text-left">
                  <tr>
                    <th className="px-3 py-2 font-semibold">Producto</th>
                    <th className="px-3 py-2 text-right font-semibold">Cantidad</th>
                    <th className="px-3 py-2 font-semibold">Precio unitario (CLP)</th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((item) => (
                    <tr key={item.correlativo} className="border-t">
                      <td className="px-3 py-2">{item.nombre}</td>
                      <td className="px-3 py-2 text-right tabular-nums">
                        {item.cantidad.toLocaleString('es-CL')} {item.unidad}
                      </td>
                      <td className="px-3 py-2">
                        <Input
                          inputMode="decimal"
                          aria-label={`Precio unitario de ${item.nombre}`}
                          value={prices[item.correlativo] ?? ''}
                          onChange={(event) =>
                            setPrices((current) => ({
                              ...current,
                              [item.correlativo]: event.target.value,
                            }))
                          }
                          className="h-9 w-28"
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p className="text-sm">
              Total de la oferta: <strong>{formatCLP(total)}</strong>
            </p>
            <div className="flex flex-col gap-2">
              <label htmlFor={noteId} className="text-sm font-medium">
                Nota para el comprador (opcional)
              </label>
              <Textarea
                id={noteId}
                rows={2}
                value={note}
                onChange={(event) => setNote(event.target.value)}
              />
            </div>
            <FileDropZone
              label="Adjuntos de la oferta"
              hint="PDF, Word, Excel o imágenes, hasta 10 MB cada uno."
              accept={ATTACHMENT_RULES.accept}
              maxSize={ATTACHMENT_RULES.maxSize}
              messages={ATTACHMENT_RULES.messages}
              onFileSelect={(file) => void addFile(file)}
              file={null}
              error={fileError}
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
                      onClick={() =>
                        setFiles((current) => current.filter((entry) => entry !== file))
                      }
                    >
                      <XIcon aria-hidden /> Quitar
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            {error && (
              <p
                role="alert"
                className="rounded-lg border border-destructive/40 p-3 text-sm text-destructive"
              >
                {error}
              </p>
            )}
            <div className="flex justify-end gap-2">
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                Cerrar
              </Button>
              <Button onClick={() => void submit()}>
                <SendIcon aria-hidden /> Enviar postulación
              </Button>
            </div>
          </div>
        ) : (
          <Progress
            phase={phase}
            error={error}
            onCancel={cancel}
            onClose={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

const STEPS: ApplicationStatus[] = ['recibida', 'validando', 'enviando', 'enviada'];

function Progress({
  phase,
  error,
  onCancel,
  onClose,
}: {
  phase: Exclude<Phase, { kind: 'form' }>;
  error: string | null;
  onCancel: (id: number) => Promise<void>;
  onClose: () => void;
}) {
  const status = phase.kind === 'sending' ? null : phase.status;
  const reached = status ? STEPS.indexOf(status) : -1;
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <p aria-live="polite" className="flex items-center gap-2 text-sm font-medium">
        {phase.kind === 'sending' && (
          <>
            <Spinner label="Enviando" /> {phase.step}
          </>
        )}
        {phase.kind === 'polling' && (
          <>
            <Spinner label="Siguiendo la postulación" /> Postulación N° {phase.id}:{' '}
            {status ? APPLICATION_STATUS_TEXTS[status] : 'esperando a Mercado Público…'}
          </>
        )}
        {phase.kind === 'finished' &&
          (status
            ? `Postulación N° ${phase.id}: ${APPLICATION_STATUS_TEXTS[status]}`
            : POLLING_TIMEOUT_TEXT)}
      </p>
      {status !== 'cancelada' && (
        <ol aria-label="Avance de la postulación" className="flex flex-col gap-1.5 text-sm">
          {STEPS.map((step, index) => (
            <li key={step} className="flex items-center gap-2">
              {index <= reached ? (
                <CheckCircle2Icon aria-hidden className="size-4 text-success" />
              ) : (
                <CircleDashedIcon aria-hidden className="size-4 text-muted-foreground" />
              )}
              <span className={index <= reached ? '' : 'text-muted-foreground'}>
                {APPLICATION_STATUS_TEXTS[step]}
                <span className="sr-only">{index <= reached ? ' (listo)' : ' (pendiente)'}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-2">
        {phase.kind === 'polling' && (
          <Button variant="outline" onClick={() => void onCancel(phase.id)}>
            Cancelar postulación
          </Button>
        )}
        {phase.kind === 'finished' && <Button onClick={onClose}>Cerrar</Button>}
      </div>
    </div>
  );
}
