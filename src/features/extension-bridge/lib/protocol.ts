import { z } from 'zod';

/**
 * The message contract between Oportuna and its browser extension (decision 0021). Both sides
 * talk over `window.postMessage` on Oportuna's own window: the page posts requests tagged
 * `oportuna-app`, the extension's content script answers tagged `oportuna-extension`. Every
 * request carries a unique `id` and the page's `nonce` (agreed in the handshake) and its own
 * `requestId`; a reply names the request it answers with `replyTo` and repeats the nonce. (`id`
 * is the spec's field: the application or file to cancel or delete.)
 */

export const APP_SOURCE = 'oportuna-app';
export const EXTENSION_SOURCE = 'oportuna-extension';
export const PROTOCOL_VERSION = 1;

/** The bridge's time limits (decision 0021). */
export const EXTENSION_TIMINGS = {
  callTimeoutMs: 120_000,
  presenceTimeoutMs: 5_000,
  presenceSpacingMs: 500,
  detectionTimeoutMs: 10_000,
} as const;

/** An application's status is asked every 5 s for 2 minutes, 24 times (decision 0021). */
export const APPLICATION_POLLING = { intervalMs: 5_000, attempts: 24 } as const;

export const EXTENSION_ACTIONS = {
  handshake: 'HANDSHAKE',
  ping: 'PING',
  test: 'TEST',
  getAuth: 'GET_AUTH',
  sendApplication: 'SEND_APPLICATION_DATA',
  sendFile: 'SEND_FILE',
  cancelApplication: 'CANCEL_APPLICATION',
  deleteFile: 'DELETE_FILE',
  applicationStatus: 'GET_APPLICATION_STATUS',
} as const;

export type ExtensionAction = (typeof EXTENSION_ACTIONS)[keyof typeof EXTENSION_ACTIONS];

/** The extension's unprompted news: the portal's session ended, or its company changed. */
export const EXTENSION_EVENTS = {
  sessionExpired: 'EXTENSION_SESSION_EXPIRED',
  companyChanged: 'PORTAL_COMPANY_CHANGED',
} as const;

/** A file as it travels to the extension (decision 0021): name, MIME type, base64 data. */
export const extensionFileSchema = z.object({
  name: z.string(),
  type: z.string(),
  data: z.string(),
});
export type ExtensionFile = z.infer<typeof extensionFileSchema>;

/** What the page posts. */
export type AppMessage = {
  source: typeof APP_SOURCE;
  version: typeof PROTOCOL_VERSION;
  nonce: string;
  requestId: string;
  action: ExtensionAction;
  token?: string;
  /** The application to cancel or the file to delete (numeric). */
  id?: number;
  jwt?: string;
  data?: unknown;
  id_postulacion?: string | number;
  file?: ExtensionFile;
  codigoCotizacion?: string;
};

const errorItemSchema = z
  .object({ descripcion: z.string().optional(), description: z.string().optional() })
  .passthrough();

/** A reply (decision 0021): status, error or errores, success, payload, response.data. */
export const extensionReplySchema = z.object({
  source: z.literal(EXTENSION_SOURCE),
  nonce: z.string(),
  replyTo: z.string(),
  status: z.string().optional(),
  error: z.union([z.string(), z.null()]).optional(),
  errores: z.array(errorItemSchema).nullish(),
  success: z.union([z.boolean(), z.string()]).optional(),
  payload: z.unknown().optional(),
  response: z.object({ data: z.unknown() }).partial().optional(),
});
export type ExtensionReply = z.infer<typeof extensionReplySchema>;

/** An event the extension sends on its own (after the handshake, with the page's nonce). */
export const extensionEventSchema = z.object({
  source: z.literal(EXTENSION_SOURCE),
  nonce: z.string(),
  event: z.enum([EXTENSION_EVENTS.sessionExpired, EXTENSION_EVENTS.companyChanged]),
  payload: z.unknown().optional(),
});
export type ExtensionEvent = z.infer<typeof extensionEventSchema>;

/**
 * The portal's company as the extension reports it (decision 0021): razonsocial and rut, or any
 * of their alternate names.
 */
export const portalCompanySchema = z
  .object({
    razonsocial: z.string().optional(),
    razonSocial: z.string().optional(),
    razon_social: z.string().optional(),
    businessName: z.string().optional(),
    rut: z.string().optional(),
    rutEmpresa: z.string().optional(),
    rut_empresa: z.string().optional(),
    companyRut: z.string().optional(),
  })
  .passthrough()
  .transform((raw) => ({
    businessName: raw.razonsocial ?? raw.razonSocial ?? raw.razon_social ?? raw.businessName ?? '',
    rut: raw.rut ?? raw.rutEmpresa ?? raw.rut_empresa ?? raw.companyRut ?? '',
  }));
export type PortalCompany = z.output<typeof portalCompanySchema>;
