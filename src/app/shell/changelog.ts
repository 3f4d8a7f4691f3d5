import { version } from '../../../package.json';

/** The version package.json names: the one the app shows (the build keeps only this field). */
export const APP_VERSION = version;

/** What each version brought, newest first; the sidebar footer shows it to supervisors. */

export const CHANGELOG: { version: string; items: string[] }[] = [
  {
    version: '1.2.6',
    items: [
      'Nueva estructura de la aplicación: menú lateral contraíble (Ctrl/Cmd + B) y navegación móvil.',
      'Capa única de comunicación con el servidor, con tiempos de espera por tipo de solicitud.',
      'La sesión expirada ahora lleva al inicio con un aviso claro.',
    ],
  },
];
