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
    /**
     * SEND_APPLICATION_DATA: the offer's data and the session's jwt, with the portal's number of
     * this application when an earlier try had one (the extension updates it, not a second one).
     */
    async send(codigoCotizacion: string, data: unknown, idPostulacion?: number) {
      const payload = (await bridge.call(EXTENSION_ACTIONS.sendApplication, {
        data,
        ...(idPostulacion === undefined ? {} : { id_postulacion: idPostulacion }),
        jwt,
        codigoCotizacion,
      })) as { id_postulacion?: number | string } | undefined;
      const id = Number(payload?.id_postulacion);
      if (!Number.isFinite(id))
        throw new Error('La extensión no devolvió el número de la postulación');
      return id;
    },
    /** SEND_FILE: the portal's id of the attached file, or null when the reply has none. */
    async sendFile(idPostulacion: number, codigoCotizacion: string, file: ExtensionFile) {
      const payload = (await bridge.call(EXTENSION_ACTIONS.sendFile, {
        id_postulacion: idPostulacion,
        codigoCotizacion,
        file,
      })) as { id?: number | string } | undefined;
      const id = Number(payload?.id);
      return payload?.id !== undefined && Number.isInteger(id) ? id : null;
    },
    /** DELETE_FILE (id): takes an attached file off the application. */
    deleteFile: (fileId: number) => bridge.call(EXTENSION_ACTIONS.deleteFile, { id: fileId }),
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

export type ApplicationCalls = ReturnType<typeof applicationCalls>;

/** What the portal holds of an offer after a try: its number and the files attached to it. */
export type SentApplication = { id: number; fileIds: number[] };

/**
 * Sends an offer (decision 0021): its data, then each file. After a try that failed half-way
 * (`previous`: the portal took the data and some files), the same application is sent again and
 * the files attached then are deleted first (DELETE_FILE), so the portal ends up with the offer's
 * files as they are now, each once. `onProgress` hears what the portal holds after every step, so
 * a failure leaves the caller knowing it; `onStep` says what is being done.
 */
export async function sendOffer(
  calls: ApplicationCalls,
  offer: { codigo: string; data: unknown; files: readonly File[] },
  {
    previous,
    onStep,
    onProgress,
  }: {
    previous: SentApplication | null;
    onStep: (text: string) => void;
    onProgress: (sent: SentApplication) => void;
  },
): Promise<number> {
  onStep('Enviando los datos de la oferta…');
  const id = await calls.send(offer.codigo, offer.data, previous?.id);
  let fileIds = previous?.id === id ? [...previous.fileIds] : [];
  onProgress({ id, fileIds });
  for (const fileId of [...fileIds]) {
    onStep('Quitando los archivos del intento anterior…');
    await calls.deleteFile(fileId);
    fileIds = fileIds.filter((kept) => kept !== fileId);
    onProgress({ id, fileIds });
  }
  for (const [index, file] of offer.files.entries()) {
    onStep(`Enviando archivo ${index + 1} de ${offer.files.length}: ${file.name}`);
    const fileId = await calls.sendFile(id, offer.codigo, await toExtensionFile(file));
    if (fileId !== null) {
      fileIds = [...fileIds, fileId];
      onProgress({ id, fileIds });
    }
  }
  return id;
}
