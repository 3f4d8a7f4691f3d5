import { CheckCircle2Icon, CircleDashedIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { MODAL_AUTO_CLOSE_MS } from '@/config/ui-timing';
import { useAutoClose } from '@/hooks/use-auto-close';

import type { ApplicationPhase } from '../hooks/use-application-sending';
import {
  APPLICATION_STATUS_TEXTS,
  POLLING_TIMEOUT_TEXT,
  type ApplicationStatus,
} from '../lib/application';

const STEPS: ApplicationStatus[] = ['recibida', 'validando', 'enviando', 'enviada'];

/**
 * An application on its way: the step it is at, the steps reached, and cancel or close. Once the
 * portal has the offer ('Oferta enviada') the dialog closes by itself after 5 s, the spec's modal
 * auto-close, and says so; a cancelled or unfinished one waits for 'Cerrar'.
 */
export function ApplyProgress({
  phase,
  error,
  onCancel,
  onClose,
}: {
  phase: Exclude<ApplicationPhase, { kind: 'form' }>;
  error: string | null;
  onCancel: (id: number) => Promise<void>;
  onClose: () => void;
}) {
  const status = phase.kind === 'sending' ? null : phase.status;
  const reached = status ? STEPS.indexOf(status) : -1;
  const sent = phase.kind === 'finished' && status === 'enviada';
  useAutoClose(sent, onClose);
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
      {sent && (
        <p className="text-sm text-muted-foreground">
          Esta ventana se cerrará sola en {MODAL_AUTO_CLOSE_MS / 1000} segundos.
        </p>
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
