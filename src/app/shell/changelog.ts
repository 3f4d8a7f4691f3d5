/** What each version brought, newest first; the sidebar footer shows it to supervisors. */
export const APP_VERSION = '1.2.6';

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
