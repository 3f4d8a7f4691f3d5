import { readFileBytes } from '@/lib/file-signature';

import { APPLICATION_POLLING, EXTENSION_ACTIONS, type ExtensionFile } from './protocol';
import type { Bridge } from './bridge-client';

/** An offer's line: the opportunity's item with the supplier's unit price. */
export type OfferLine = {
  correlativo: number;
  producto: string;
  cantidad: number;
  unidad: string;
  precioUnitario: number | null;
};

export type ApplicationStatus = 'recibida' | 'validando' | 'enviando' | 'enviada' | 'cancelada';

export const APPLICATION_STATUS_TEXTS: Record<ApplicationStatus, string> = {
  recibida: 'Recibida por la extensión',
  validando: 'Validando en Mercado Público',
  enviando: 'Enviando la oferta',
  enviada: 'Oferta enviada',
  cancelada: 'Postulación cancelada',
};

const FINAL: readonly ApplicationStatus[] = ['enviada', 'cancelada'];

export const POLLING_TIMEOUT_TEXT =
  'La postulación sigue en curso. Revisa su estado en Mercado Público.';

/** A file as the extension takes it: its name, type and bytes in base64. */
export async function toExtensionFile(file: File): Promise<ExtensionFile> {
  const bytes = new Uint8Array(await readFileBytes(file));
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  return { name: file.name, type: file.type || 'application/octet-stream', data: btoa(binary) };
}

/**
 * The application's status every 5 s, at most 24 times (2 minutes), until it is final (decision
 * 0021). `onStatus` hears each; the result is the last status, or null when time ran out.
 */
export async function pollApplication(
  read: () => Promise<ApplicationStatus>,
  {
    onStatus,
    signal,
    intervalMs = APPLICATION_POLLING.intervalMs,
    attempts = APPLICATION_POLLING.attempts,
  }: {
    onStatus?: (status: ApplicationStatus, attempt: number) => void;
    signal?: AbortSignal;
    intervalMs?: number;
    attempts?: number;
  } = {},
): Promise<ApplicationStatus | null> {
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, intervalMs);
      signal?.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          reject(new DOMException('Cancelado', 'AbortError'));
        },
        { once: true },
      );
    });
    const status = await read();
    onStatus?.(status, attempt);
    if (FINAL.includes(status)) return status;
  }
  return null;
}

/** The calls an application makes through the bridge (decision 0021). */
export function applicationCalls(bridge: Bridge, jwt: string) {
  return {
    async send(codigoCotizacion: string, data: unknown) {
      const payload = (await bridge.call(EXTENSION_ACTIONS.sendApplication, {
        data,
        jwt,
        codigoCotizacion,
      })) as { id_postulacion?: number | string } | undefined;
      const id = Number(payload?.id_postulacion);
      if (!Number.isFinite(id))
        throw new Error('La extensión no devolvió el número de la postulación');
      return id;
    },
    sendFile: (idPostulacion: number, codigoCotizacion: string, file: ExtensionFile) =>
      bridge.call(EXTENSION_ACTIONS.sendFile, {
        id_postulacion: idPostulacion,
        codigoCotizacion,
        file,
      }),
    async status(idPostulacion: number): Promise<ApplicationStatus> {
      const payload = (await bridge.call(EXTENSION_ACTIONS.applicationStatus, {
        id_postulacion: idPostulacion,
      })) as { estado?: string } | undefined;
      const estado = payload?.estado as ApplicationStatus | undefined;
      return estado && estado in APPLICATION_STATUS_TEXTS ? estado : 'recibida';
    },
    cancel: (idPostulacion: number) =>
      bridge.call(EXTENSION_ACTIONS.cancelApplication, { id: idPostulacion }),
  };
}
