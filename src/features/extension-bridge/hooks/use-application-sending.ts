import { useEffect, useRef, useState } from 'react';

import { getToken } from '@/lib/session';

import {
  applicationCalls,
  pollApplication,
  sendOffer,
  type ApplicationStatus,
  type OfferLine,
  type SentApplication,
} from '../lib/application';
import { offerTotal } from '../lib/offer-form';
import { getBridge } from '../model/detection';

/** Where an application is: being prepared, being sent, followed, or done (or given up on). */
export type ApplicationPhase =
  | { kind: 'form' }
  | { kind: 'sending'; step: string }
  | { kind: 'polling'; id: number; status: ApplicationStatus | null }
  | { kind: 'finished'; id: number; status: ApplicationStatus | null };

const failureText = (caught: unknown) =>
  caught instanceof Error ? caught.message : 'Error en la comunicación con la extensión';

/**
 * Sends an offer through the extension (its data, then each file), then follows it every 5 s for
 * 2 minutes; a failure goes back to the form with what was prepared, and the next try updates
 * the application the portal already took (decision 0021). `onSent` hears the total once the
 * portal took it.
 */
export function useApplicationSending(codigo: string, onSent?: (offer: { total: number }) => void) {
  const [error, setError] = useState<string | null>(null);
  const [phase, setPhase] = useState<ApplicationPhase>({ kind: 'form' });
  const polling = useRef<AbortController | null>(null);
  /** What the portal holds of this offer from a try that failed half-way. */
  const sent = useRef<SentApplication | null>(null);

  useEffect(() => () => polling.current?.abort(), []);

  /** `blocker`: why the offer may not go (over the agile purchase's cap), said as the error. */
  const submit = async (offer: {
    lines: OfferLine[];
    note: string;
    files: File[];
    blocker?: string | null;
  }) => {
    const { lines, note, files, blocker } = offer;
    if (lines.some((line) => line.precioUnitario === null)) {
      setError('Indica un precio unitario mayor que cero para cada producto.');
      return;
    }
    if (blocker) {
      setError(blocker);
      return;
    }
    const token = getToken();
    if (!token) return;
    setError(null);
    const calls = applicationCalls(getBridge(), token);
    try {
      const id = await sendOffer(
        calls,
        {
          codigo,
          data: { codigoCotizacion: codigo, items: lines, nota: note.trim() },
          files,
        },
        {
          previous: sent.current,
          onStep: (step) => setPhase({ kind: 'sending', step }),
          onProgress: (progress) => {
            sent.current = progress;
          },
        },
      );
      sent.current = null;
      setPhase({ kind: 'polling', id, status: null });
      const controller = new AbortController();
      polling.current = controller;
      const final = await pollApplication(() => calls.status(id), {
        signal: controller.signal,
        onStatus: (status) => setPhase({ kind: 'polling', id, status }),
      });
      setPhase({ kind: 'finished', id, status: final });
      if (final === 'enviada') onSent?.({ total: offerTotal(lines) });
    } catch (caught) {
      if (caught instanceof DOMException && caught.name === 'AbortError') return;
      setError(failureText(caught));
      setPhase({ kind: 'form' });
    }
  };

  const cancel = async (id: number) => {
    polling.current?.abort();
    try {
      await applicationCalls(getBridge(), getToken() ?? '').cancel(id);
      setPhase({ kind: 'finished', id, status: 'cancelada' });
    } catch (caught) {
      setError(failureText(caught));
      setPhase({ kind: 'finished', id, status: null });
    }
  };

  const busy = phase.kind === 'sending' || phase.kind === 'polling';
  return { phase, error, busy, submit, cancel };
}
