import { useSyncExternalStore } from 'react';

import type { ExtensionState } from '../lib/bridge-client';
import type { PortalCompany } from '../lib/protocol';

/**
 * What the dashboard knows of the extension (decision 0021): its state, the company logged in on
 * the portal, and the last error. The few bytes every page keeps; the bridge itself loads after
 * the page is up (detection.ts).
 */
export type ExtensionStatus = {
  state: ExtensionState;
  portalCompany: PortalCompany | null;
  error: string | null;
};

let status: ExtensionStatus = { state: 'detecting', portalCompany: null, error: null };
const listeners = new Set<() => void>();

export function setExtensionStatus(change: Partial<ExtensionStatus>) {
  status = { ...status, ...change };
  for (const listener of listeners) listener();
}

export const getExtensionStatus = () => status;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useExtensionStatus() {
  return useSyncExternalStore(subscribe, getExtensionStatus);
}

/** Each state's badge text and what the person can do about it (decision 0021). */
export const EXTENSION_STATE_TEXTS: Record<ExtensionState, { label: string; help: string }> = {
  detecting: {
    label: 'Buscando la extensión',
    help: 'Estamos buscando la extensión de Oportuna en este navegador.',
  },
  'not-installed': {
    label: 'Extensión no instalada',
    help: 'Instala la extensión de Oportuna para postular a compras ágiles desde aquí. Después, recarga esta página.',
  },
  'no-portal-session': {
    label: 'Sin sesión en Mercado Público',
    help: 'La extensión está instalada, pero no has iniciado sesión en Mercado Público. Inicia sesión en Mercado Público y vuelve a intentarlo.',
  },
  connected: {
    label: 'Conectado',
    help: 'La extensión está conectada con tu sesión de Mercado Público.',
  },
  unknown: {
    label: 'Estado desconocido',
    help: 'No pudimos saber el estado de la extensión. Vuelve a intentarlo.',
  },
};
