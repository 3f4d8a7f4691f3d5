import { driver, type DriveStep } from 'driver.js';
import 'driver.js/dist/driver.css';

import type { TourId } from './tour-registry';

/*
 * The tours' steps. driver.js writes titles and descriptions as HTML: only these constant texts
 * ever reach it, never text from the server, another user or the AI.
 */
const STEPS: Readonly<Record<TourId, DriveStep[]>> = {
  sidebar: [
    {
      element: '[data-tour="sidebar-menu"]',
      popover: {
        title: 'Tu menú',
        description:
          'Búsquedas IA, notificaciones, búsquedas guardadas, etiquetas, historial y la gestión de tus oportunidades: actividades, calendario y tareas.',
      },
    },
    {
      element: '[data-tour="sidebar-user"]',
      popover: {
        title: 'Tu cuenta',
        description:
          'Desde aquí llegas a la configuración de tu empresa, tu perfil, tu equipo y la ayuda. Ctrl o Cmd + B contrae el menú.',
      },
    },
  ],
  search: [
    {
      element: 'form[role="search"] textarea[name="query"]',
      popover: {
        title: 'Describe lo que vendes',
        description:
          'Escribe con tus palabras los productos o servicios que ofreces: al menos 3 caracteres. La IA busca licitaciones y compras ágiles que coincidan.',
      },
    },
    {
      element: 'form[role="search"] button[type="submit"]',
      popover: {
        title: 'Busca',
        description:
          'Los resultados se ordenan por coincidencia. Guarda la búsqueda para recibir alertas por correo.',
      },
    },
  ],
  'activity-filters': [
    {
      element: '[data-tour="activity-filters"]',
      popover: {
        title: 'Filtra la actividad del equipo',
        description:
          'Elige un integrante, un tipo de actividad (búsquedas, etiquetas, tareas, postulaciones) y un rango de fechas.',
      },
    },
  ],
};

/** The first step's element, once the page has drawn it (up to 5 s). */
async function waitForTarget(selector: string | undefined) {
  if (typeof selector !== 'string') return;
  for (let waited = 0; waited < 5_000 && !document.querySelector(selector); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Runs one tour; resolves when it is closed or finished. */
export async function runTour(id: TourId): Promise<void> {
  const steps = STEPS[id];
  await waitForTarget(steps[0]?.element as string | undefined);
  return new Promise((resolve) => {
    const tour = driver({
      steps,
      showProgress: steps.length > 1,
      progressText: '{{current}} de {{total}}',
      nextBtnText: 'Siguiente',
      prevBtnText: 'Anterior',
      doneBtnText: 'Entendido',
      allowClose: true,
      onPopoverRender: (popover) => {
        popover.closeButton.setAttribute('aria-label', 'Cerrar tour');
        popover.wrapper.setAttribute('aria-modal', 'false');
        popover.nextButton.focus();
      },
      onDestroyed: () => resolve(),
    });
    tour.drive();
  });
}
