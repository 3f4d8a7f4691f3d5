import { PRODUCT_PREFIX } from '@/lib/session';

/** Survives a reload of /registro-completado; goes with the next login's clearing. */
const KEY = `${PRODUCT_PREFIX}registered_email`;

export function rememberRegisteredEmail(email: string) {
  sessionStorage.setItem(KEY, email);
}

export function readRegisteredEmail(): string | null {
  return sessionStorage.getItem(KEY);
}
