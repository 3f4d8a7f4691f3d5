import { screen, within } from '@testing-library/react';
import { addDays, format } from 'date-fns';
import { es } from 'date-fns/locale';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { paths } from '@/config/paths';
import { chileDayKey, chileTimeOfDay } from '@/lib/chile-time';
import { fakeMatchMedia } from '@/testing/match-media';
import { db, faults } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { findToast, signInAs } from '@/testing/test-utils';

import { CalendarPage } from './calendar-page';

const TASK_TITLE = 'Llamar a la unidad de compra';

/** A day key as people read it: 'martes 15 de septiembre de 2026' (date-fns, not the page). */
const spoken = (day: string, pattern: string) =>
  format(new Date(`${day}T12:00:00.000Z`), pattern, { locale: es });

/**
 * The company follows one opportunity, by one task due on the day its offers close (and no other
 * of its dates falls that day), so that day's cell holds those two events and nothing else.
 */
function followOneOpportunity() {
  const opportunity = db.opportunities.find((candidate) => {
    const { close, ...others } = candidate.dates;
    const closeDay = chileDayKey(close);
    return Object.values(others).every((date) => !date || chileDayKey(date) !== closeDay);
  })!;
  const day = chileDayKey(opportunity.dates.close)!;
  const dueAt = `${day}T15:00:00.000Z`;
  const task = db.write((state) => {
    state.opportunityTags = [];
    const kept = state.tasks.find((entry) => entry.companyId === 1)!;
    const only = { ...kept, title: TASK_TITLE, status: 'pendiente' as const, dueAt };
    state.tasks = [{ ...only, opportunityCode: opportunity.code }];
    return only;
  });
  return {
    day,
    taskId: task.id,
    closeChip: `${chileTimeOfDay(opportunity.dates.close)} Cierre de ofertas: ${opportunity.name}`,
    taskChip: `${chileTimeOfDay(dueAt)} Tarea: ${TASK_TITLE}`,
  };
}

beforeEach(async () => {
  await signInAs('demo');
});

describe('the calendar', () => {
  it('opens on the agenda on a phone, where a month of seven columns does not fit', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      fakeMatchMedia((query) => query.includes('max-width')),
    );
    const { day } = followOneOpportunity();
    renderWithProviders(<CalendarPage companyId={1} />, {
      url: `${paths.dashboard.calendar.getHref()}?fecha=${day}`,
    });
    const views = await screen.findByRole('group', { name: 'Vista del calendario' });
    expect(within(views).getByRole('button', { name: 'Agenda' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.queryByRole('table', { name: 'Calendario del mes' })).not.toBeInTheDocument();
    expect(
      await screen.findByRole('heading', {
        level: 3,
        name: spoken(day, "EEEE d 'de' MMMM 'de' yyyy"),
      }),
    ).toBeInTheDocument();
  });

  it("shows a task and an opportunity's close in the month view, and switches to the agenda", async () => {
    const { day, taskId, closeChip, taskChip } = followOneOpportunity();
    const { router, user } = renderWithProviders(<CalendarPage companyId={1} />, {
      url: `${paths.dashboard.calendar.getHref()}?fecha=${day}`,
    });

    const month = await screen.findByRole('table', { name: 'Calendario del mes' });
    expect(
      screen.getByRole('heading', { level: 2, name: spoken(day, "MMMM 'de' yyyy") }),
    ).toBeInTheDocument();
    const cell = within(month).getByRole('cell', {
      name: `${spoken(day, "EEEE d 'de' MMMM 'de' yyyy")}, 2 eventos`,
    });
    expect(within(cell).getByRole('button', { name: closeChip })).toBeInTheDocument();
    await user.click(within(cell).getByRole('button', { name: taskChip }));
    expect(await screen.findByRole('link', { name: 'Abrir tarea' })).toHaveAttribute(
      'href',
      paths.dashboard.tasks.getHref({ taskId }),
    );
    await user.keyboard('{Escape}');

    const views = screen.getByRole('group', { name: 'Vista del calendario' });
    await user.click(within(views).getByRole('button', { name: 'Agenda' }));
    expect(within(views).getByRole('button', { name: 'Agenda' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(new URLSearchParams(router.state.location.search).get('vista')).toBe('agenda');
    expect(screen.queryByRole('table', { name: 'Calendario del mes' })).not.toBeInTheDocument();
    const last = format(addDays(new Date(`${day}T12:00:00.000Z`), 29), 'yyyy-MM-dd');
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: `${spoken(day, "d 'de' MMMM 'de' yyyy")} al ${spoken(last, "d 'de' MMMM 'de' yyyy")}`,
      }),
    ).toBeInTheDocument();
    const agendaDay = screen
      .getByRole('heading', { level: 3, name: spoken(day, "EEEE d 'de' MMMM 'de' yyyy") })
      .closest('li')!;
    expect(within(agendaDay).getByText(`Tarea: ${TASK_TITLE}`)).toBeInTheDocument();
    expect(within(agendaDay).getByRole('link', { name: 'Abrir oportunidad' })).toBeInTheDocument();
    expect(within(agendaDay).getByRole('link', { name: 'Abrir tarea' })).toBeInTheDocument();
  });

  it(
    "says the tasks could not be loaded, and 'Reintentar' brings them",
    { timeout: 15_000 },
    async () => {
      const { day, taskChip } = followOneOpportunity();
      // Retried twice before it fails, then the next try works.
      faults.add({ kind: 'server-error', method: 'GET', path: '/tasks', times: 3 });
      const { user } = renderWithProviders(<CalendarPage companyId={1} />, {
        url: `${paths.dashboard.calendar.getHref()}?fecha=${day}`,
      });

      const alert = await screen.findByRole('alert', {}, { timeout: 8_000 });
      expect(alert).toHaveTextContent('No pudimos cargar las tareas del calendario.');
      expect(screen.queryByRole('table', { name: 'Calendario del mes' })).not.toBeInTheDocument();
      await findToast('Error al obtener las tareas');

      await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
      expect(await screen.findByRole('button', { name: taskChip })).toBeInTheDocument();
      expect(
        screen.queryByText('No pudimos cargar las tareas del calendario.'),
      ).not.toBeInTheDocument();
    },
  );
});
