/**
 * A stand-in for Oportuna's browser extension (issue 11; decision 0021): what its content script
 * does on our page, written without imports so the same file runs in mock mode, in tests, and
 * packaged as an unpacked Manifest V3 extension (extension/ at the project root) that Playwright
 * loads into Chromium. It answers the page's requests on the page's own window and origin, with
 * the page's nonce, and knows the portal's company and applications.
 */

export type SimulatorScenario = {
  /** Not installed: it hears nothing. */
  installed: boolean;
  /** The Mercado Público session: active, none, or expired (the extension then says so). */
  portalSession: 'active' | 'none' | 'expired';
  /** The company logged in on the portal (the names of decision 0021's GET_AUTH reply). */
  company: { razonsocial: string; rut: string };
  /** Milliseconds before each answer. */
  delayMs: number;
  /** Answers every application call with this failure shape. */
  failWith: null | 'status' | 'error' | 'errores' | 'success-false';
  /** Refuses a file of this name (an attachment the portal would not take). */
  rejectFile: string | null;
};

export const DEFAULT_SCENARIO: SimulatorScenario = {
  installed: true,
  portalSession: 'active',
  company: { razonsocial: 'Comercial Andes SpA', rut: '76.543.210-3' },
  delayMs: 30,
  failWith: null,
  rejectFile: null,
};

type Request = {
  source: 'oportuna-app';
  nonce: string;
  requestId: string;
  action: string;
  id?: number;
  token?: string;
  id_postulacion?: string | number;
  file?: { name: string; type: string; data: string };
  data?: unknown;
  codigoCotizacion?: string;
};

/** How an application moves on the portal, one step per status request. */
export const APPLICATION_STEPS = ['recibida', 'validando', 'enviando', 'enviada'] as const;

const isRequest = (value: unknown): value is Request =>
  typeof value === 'object' &&
  value !== null &&
  (value as Request).source === 'oportuna-app' &&
  typeof (value as Request).nonce === 'string' &&
  typeof (value as Request).requestId === 'string' &&
  typeof (value as Request).action === 'string';

export function installExtensionSimulator(
  target: Window,
  initial: Partial<SimulatorScenario> = {},
) {
  let scenario: SimulatorScenario = { ...DEFAULT_SCENARIO, ...initial };
  let lastNonce: string | null = null;
  const applications = new Map<string, { steps: number; cancelled: boolean; files: string[] }>();
  /** The files attached to applications, by the id the portal gave each. */
  const attachedFiles = new Map<number, { application: string; name: string }>();
  let fileSequence = 0;
  /** Every token the page has given us (tests check where tokens went). */
  const tokens: string[] = [];
  let sequence = 0;

  const post = (message: Record<string, unknown>) =>
    target.postMessage({ source: 'oportuna-extension', ...message }, target.location.origin);

  const failure = (): Record<string, unknown> | null => {
    switch (scenario.failWith) {
      case 'status':
        return { status: 'error', success: false };
      case 'error':
        return { success: false, error: 'Error desconocido' };
      case 'errores':
        return { success: false, errores: [{ descripcion: 'La oferta no tiene ítems' }] };
      case 'success-false':
        return { success: false };
      default:
        return null;
    }
  };

  function answer(request: Request): Record<string, unknown> {
    switch (request.action) {
      case 'PING':
      case 'TEST':
      case 'HANDSHAKE':
        return { success: true, payload: { version: '1.4.0' } };
      case 'GET_AUTH':
        if (request.token) tokens.push(request.token);
        if (scenario.portalSession === 'none') {
          return { success: false, error: 'No se ha iniciado sesión en Mercado Público' };
        }
        if (scenario.portalSession === 'expired') {
          return { success: false, error: 'La sesión ha expirado' };
        }
        return { success: 'OK', payload: { company: scenario.company } };
      default:
        break;
    }
    if (scenario.portalSession !== 'active') {
      return { success: false, error: 'No se ha iniciado sesión en Mercado Público' };
    }
    const failed = failure();
    if (failed) return failed;
    switch (request.action) {
      case 'SEND_APPLICATION_DATA': {
        // The same offer sent again (a file failed last time): the portal updates that one.
        const again = applications.get(String(request.id_postulacion));
        if (again && !again.cancelled) {
          again.steps = 0;
          return { success: true, payload: { id_postulacion: Number(request.id_postulacion) } };
        }
        sequence += 1;
        // The portal numbers applications.
        const id = 4_500_000 + sequence;
        applications.set(String(id), { steps: 0, cancelled: false, files: [] });
        return { success: true, payload: { id_postulacion: id } };
      }
      case 'SEND_FILE': {
        const key = String(request.id_postulacion);
        const application = applications.get(key);
        if (!application)
          return { success: false, errores: [{ description: 'Postulación no encontrada' }] };
        const name = request.file?.name ?? 'archivo';
        if (name === scenario.rejectFile) {
          return { success: false, errores: [{ descripcion: `No se pudo adjuntar ${name}` }] };
        }
        fileSequence += 1;
        const fileId = 900_000 + fileSequence;
        application.files.push(name);
        attachedFiles.set(fileId, { application: key, name });
        return { success: true, payload: { id: fileId, file: name } };
      }
      case 'GET_APPLICATION_STATUS': {
        const application = applications.get(String(request.id_postulacion));
        if (!application)
          return { success: false, errores: [{ description: 'Postulación no encontrada' }] };
        if (application.cancelled) return { success: true, payload: { estado: 'cancelada' } };
        application.steps = Math.min(application.steps + 1, APPLICATION_STEPS.length - 1);
        return { success: true, payload: { estado: APPLICATION_STEPS[application.steps] } };
      }
      case 'CANCEL_APPLICATION': {
        const application = applications.get(String(request.id));
        if (!application)
          return { success: false, errores: [{ description: 'Postulación no encontrada' }] };
        application.cancelled = true;
        return { success: true, payload: { estado: 'cancelada' } };
      }
      case 'DELETE_FILE': {
        const attached = attachedFiles.get(Number(request.id));
        const application = attached && applications.get(attached.application);
        if (!attached || !application)
          return { success: false, errores: [{ description: 'Archivo no encontrado' }] };
        attachedFiles.delete(Number(request.id));
        application.files.splice(application.files.indexOf(attached.name), 1);
        return { success: true };
      }
      default:
        return { status: 'error', success: false };
    }
  }

  const listener = (event: MessageEvent) => {
    if (!scenario.installed) return;
    // The content script takes only its own page's messages, as the page does its replies.
    if (event.source !== target || event.origin !== target.location.origin) return;
    if (!isRequest(event.data)) return;
    const request = event.data;
    lastNonce = request.nonce;
    setTimeout(() => {
      post({ nonce: request.nonce, replyTo: request.requestId, ...answer(request) });
    }, scenario.delayMs);
  };
  target.addEventListener('message', listener);

  return {
    get scenario() {
      return scenario;
    },
    /** Changes how it behaves; a portal session that ends is announced to the page. */
    configure(change: Partial<SimulatorScenario>) {
      const before = scenario;
      scenario = { ...scenario, ...change };
      if (!lastNonce || !scenario.installed) return;
      if (before.portalSession === 'active' && scenario.portalSession === 'expired') {
        post({ nonce: lastNonce, event: 'EXTENSION_SESSION_EXPIRED' });
      }
      if (change.company) {
        post({
          nonce: lastNonce,
          event: 'PORTAL_COMPANY_CHANGED',
          payload: { company: scenario.company },
        });
      }
    },
    applications,
    tokens,
    uninstall() {
      target.removeEventListener('message', listener);
    },
  };
}

export type ExtensionSimulator = ReturnType<typeof installExtensionSimulator>;
