import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { activityKeys } from '@/entities/activity/api/activity-keys';
import { TASK_TITLE_MAX } from '@/entities/task/api/create-task';
import { chileDateOf, formatCalendarDate, formatDayText } from '@/lib/chile-business-days';
import { formatChileDate } from '@/lib/format';
import { createQueryClient } from '@/lib/react-query';
import { publishExpectedCall } from '@/mocks/areas/planning/follows';
import { fakeMatchMedia } from '@/testing/match-media';
import { db, faults } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { findToast, signInAs } from '@/testing/test-utils';

import { upcomingQueryOptions } from '../api/get-upcoming';
import { upcomingBacktestQueryOptions, type Backtest } from '../api/get-upcoming-backtest';
import { upcomingKeys } from '../api/upcoming-keys';
import type { Upcoming, UpcomingItem } from '../api/upcoming-schema';
import { COMPANY_SCOPE } from '../lib/upcoming-scope';
import {
  calendarOrder,
  DEFAULT_UPCOMING_FILTERS,
  defaultPrepareDue,
  filterUpcoming,
  planRecordText,
  prepareDeadline,
  prepareTitle,
  windowText,
} from '../lib/upcoming-view';
import { UpcomingPage } from './upcoming-page';

let userId: number;

beforeAll(async () => {
  // The mock computes the market's facts and the backtest on its first call (3 s cold on a busy
  // machine): once here, so that no test's own time holds them.
  await signInAs('demo');
  const client = createQueryClient();
  await Promise.all([
    client.fetchQuery(upcomingQueryOptions(1)),
    client.fetchQuery(upcomingBacktestQueryOptions(1)),
  ]);
}, 30_000);

beforeEach(async () => {
  ({
    user: { id: userId },
  } = await signInAs('demo'));
});

const CALENDAR = /^Lo que se espera \((\d+)\)$/;
const calendar = () => screen.getByRole('region', { name: CALENDAR });
const countShown = () =>
  Number(
    CALENDAR.exec(within(calendar()).getAllByRole('heading', { level: 2 })[0]!.textContent!)![1],
  );
const articles = () => within(calendar()).queryAllByRole('article');

/** Demo's page, once its calendar is drawn, with the answer it was drawn from. */
async function renderDemo() {
  const rendered = renderWithProviders(<UpcomingPage companyId={1} userId={userId} />);
  await screen.findByRole('region', { name: CALENDAR });
  // The backtest's answer in too, so that a fault a test adds on /upcoming is not its.
  await within(screen.getByRole('region', { name: '¿Qué tan bien anticipamos?' })).findByRole(
    'table',
    { name: 'Aciertos por fuente' },
  );
  const upcoming = rendered.queryClient.getQueryData<Upcoming>(
    upcomingKeys.list(1, COMPANY_SCOPE),
  )!;
  return { ...rendered, upcoming };
}

async function chooseKind(user: ReturnType<typeof renderWithProviders>['user'], kind: string) {
  await user.click(screen.getByLabelText('Tipo'));
  await user.click(await screen.findByRole('option', { name: kind }));
}

/** The only item of a kind, as the page shows it once filtered to that kind. */
async function only<K extends UpcomingItem['fuente']>(
  { user, upcoming }: Awaited<ReturnType<typeof renderDemo>>,
  fuente: K,
  label: string,
) {
  await chooseKind(user, label);
  const today = formatCalendarDate(chileDateOf(new Date()));
  const item = calendarOrder(upcoming.elementos, today).find(
    (entry) => entry.fuente === fuente,
  ) as Extract<UpcomingItem, { fuente: K }>;
  await waitFor(() => expect(articles()[0]).toHaveAccessibleName(item.descripcion));
  return { item, article: articles()[0]! };
}

// Each test draws thirty items or more in jsdom and waits for the mock to compute its answer
// again after a follow: a few seconds each, more with the machine busy.
describe('Lo que viene', { timeout: 15_000 }, () => {
  it("shows what is expected on demo's codes, month by month, 20 at a time", async () => {
    const { user, upcoming } = await renderDemo();
    expect(countShown()).toBe(upcoming.elementos.length);
    expect(upcoming.elementos.length).toBeGreaterThan(40);
    expect(articles()).toHaveLength(20);
    // Months in Spanish, each heading its items, in the order of the windows.
    const months = within(calendar()).getAllByRole('heading', { level: 3 });
    for (const month of months) expect(month).toHaveTextContent(/^[a-z]+ de \d{4}$/);
    const today = formatCalendarDate(chileDateOf(new Date()));
    const first = calendarOrder(
      filterUpcoming(upcoming.elementos, DEFAULT_UPCOMING_FILTERS, today),
      today,
    )[0]!;
    const firstArticle = articles()[0]!;
    expect(firstArticle).toHaveAccessibleName(first.descripcion);
    // The window's dates are spans of their own (kept on one line): the paragraph reads it all.
    expect(
      within(firstArticle).getByText(
        (_, element) =>
          element?.tagName === 'P' && element.textContent === windowText(first.ventana),
      ),
    ).toBeVisible();
    for (const text of [`Fuente: ${first.fuenteTexto}`, planRecordText(first.historialComprador)]) {
      expect(within(firstArticle).getByText(text)).toBeVisible();
    }
    expect(within(calendar()).getByText(`20 de ${upcoming.elementos.length}`)).toBeVisible();
    await user.click(within(calendar()).getByRole('button', { name: 'Ver 20 más' }));
    expect(articles()).toHaveLength(40);
    expect(within(calendar()).getByText(`40 de ${upcoming.elementos.length}`)).toBeVisible();
  });

  it('says what each kind of source adds: deadlines, questions, suppliers', async () => {
    const page = await renderDemo();
    const consultation = await only(page, 'consulta', 'Consulta al mercado');
    expect(
      within(consultation.article).getByText(
        `Responder hasta ${formatChileDate(consultation.item.responderHasta, 'dateTime')}`,
      ),
    ).toBeVisible();
    await page.user.click(
      within(consultation.article).getByText(
        `Preguntas de la consulta (${consultation.item.preguntas.length})`,
      ),
    );
    expect(
      within(consultation.article)
        .getAllByRole('listitem')
        .map((question) => question.textContent),
    ).toEqual(consultation.item.preguntas);

    const intention = await only(page, 'intencion', 'Intención de trato directo');
    for (const text of [
      `Plazo para objetar: ${formatChileDate(intention.item.plazoObjetar, 'dateTime')}`,
      `Causal: ${intention.item.causal}`,
    ]) {
      expect(within(intention.article).getByText(text)).toBeVisible();
    }
    expect(intention.article).toHaveTextContent(`Proveedor: ${intention.item.proveedor.nombre}`);
    // Only plan lines and consultations can be followed.
    expect(within(intention.article).queryByRole('button', { name: 'Seguir' })).toBeNull();

    const contract = await only(page, 'contrato', 'Contrato por terminar');
    expect(
      within(contract.article).getByText(`Termina el ${formatDayText(contract.item.terminaEn)}`),
    ).toBeVisible();
    expect(
      within(contract.article).getByRole('link', { name: contract.item.proveedorActual.nombre }),
    ).toBeVisible();
  });

  it('follows a plan line and stops, saying so each time', async () => {
    const page = await renderDemo();
    const { item, article } = await only(page, 'plan', 'Plan anual de compras');
    await page.user.click(within(article).getByRole('button', { name: 'Seguir' }));
    await findToast('Ahora sigues esta línea del plan');
    expect(await within(article).findByRole('button', { name: 'Dejar de seguir' })).toBeEnabled();
    expect(db.state.upcomingFollows.map((follow) => [follow.itemId, follow.userId])).toEqual([
      [item.id, userId],
    ]);

    await page.user.click(within(article).getByRole('button', { name: 'Dejar de seguir' }));
    await findToast('Dejaste de seguir esta línea del plan');
    expect(await within(article).findByRole('button', { name: 'Seguir' })).toBeEnabled();
    expect(db.state.upcomingFollows).toEqual([]);

    // A refusal says why, and nothing changes.
    faults.add({ kind: 'server-error', method: 'PUT', path: '/upcoming/follows/', times: 1 });
    await page.user.click(within(article).getByRole('button', { name: 'Seguir' }));
    await findToast('Server error. Please try again later.');
    expect(within(article).getByRole('button', { name: 'Seguir' })).toBeEnabled();
  });

  it("links a followed line to its tender once it is published: 'Publicada: {código}'", async () => {
    const page = await renderDemo();
    const { article } = await only(page, 'plan', 'Plan anual de compras');
    await page.user.click(within(article).getByRole('button', { name: 'Seguir' }));
    await within(article).findByRole('button', { name: 'Dejar de seguir' });
    // What the 'API simulada' control does: the buyer publishes the tender the line expected.
    const { record } = publishExpectedCall(db.state.upcomingFollows[0]!.id);
    await page.queryClient.invalidateQueries({ queryKey: upcomingKeys.all });
    const link = await within(article).findByRole('link', { name: `Publicada: ${record.code}` });
    expect(link).toHaveAttribute('href', `/dashboard/opportunity/${record.code}`);
  });

  it("'Preparar' makes a task due before the expected date", async () => {
    const page = await renderDemo();
    const { item, article } = await only(page, 'consulta', 'Consulta al mercado');
    await page.user.click(within(article).getByRole('button', { name: 'Preparar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preparar' });
    const today = formatCalendarDate(chileDateOf(new Date()));
    const deadline = prepareDeadline(item.ventana, today)!;
    expect(within(dialog).getByLabelText('Título')).toHaveValue(
      prepareTitle(item.descripcion, TASK_TITLE_MAX),
    );
    const due = within(dialog).getByLabelText('Fecha de vencimiento');
    expect(due).toHaveValue(defaultPrepareDue(deadline, today));
    expect(await within(dialog).findByRole('combobox', { name: 'Responsable' })).toHaveTextContent(
      'Daniela Muñoz Rojas',
    );

    await page.user.clear(due);
    await page.user.type(due, deadline);
    await page.user.click(within(dialog).getByRole('button', { name: 'Crear tarea' }));
    expect(due).toHaveAccessibleDescription(
      `Debe vencer antes de la fecha esperada (${formatDayText(deadline)})`,
    );

    // The feed (the server records the creation there) is asked again, as after any task write.
    const feed = [...activityKeys.all, 'probe'];
    page.queryClient.setQueryData(feed, []);
    await page.user.clear(due);
    await page.user.type(due, defaultPrepareDue(deadline, today));
    await page.user.click(within(dialog).getByRole('button', { name: 'Crear tarea' }));
    await findToast('Tarea creada');
    expect(page.queryClient.getQueryState(feed)?.isInvalidated).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const task = db.state.tasks.find(
      (entry) => entry.title === prepareTitle(item.descripcion, TASK_TITLE_MAX),
    );
    expect(task).toMatchObject({ assigneeId: userId, opportunityCode: null });
  });

  it('asks for another code, keeping what was typed when the request fails', async () => {
    const page = await renderDemo();
    const code = page.upcoming.codigosProducto.includes('42131600') ? '42131500' : '42131600';
    const field = screen.getByLabelText('Otro código de producto');
    await page.user.type(field, '4213');
    await page.user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(field).toHaveAccessibleDescription('Ingresa un código de 8 dígitos');

    faults.add({ kind: 'rate-limit', method: 'GET', path: '/upcoming', times: 1 });
    await page.user.clear(field);
    await page.user.type(field, code);
    await page.user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^No pudimos consultar: /);
    expect(field).toHaveValue(code);

    await page.user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(
      await screen.findByRole('button', { name: `Quitar el código ${code}` }),
    ).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(screen.queryByRole('alert')).toBeNull();
    await page.user.click(screen.getByLabelText('Código de producto'));
    expect(await screen.findByRole('option', { name: code })).toBeInTheDocument();
  });

  it('shows the backtest with its samples and misses', async () => {
    const { queryClient } = await renderDemo();
    const section = screen.getByRole('region', { name: '¿Qué tan bien anticipamos?' });
    expect(
      await within(section).findByText(
        'Un pronóstico acierta si se publica dentro de ±30 días de la fecha esperada.',
      ),
    ).toBeVisible();
    const backtest = queryClient.getQueryData<Backtest>(upcomingKeys.backtest(1))!;
    const rows = within(within(section).getByRole('table', { name: 'Aciertos por fuente' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(backtest.porFuente.length);
    for (const [index, figure] of backtest.porFuente.entries()) {
      const cells = within(rows[index]!).getAllByRole('cell');
      expect(cells[1]).toHaveTextContent(String(figure.pronosticos));
      expect(cells[2]).toHaveTextContent(String(figure.acertados));
      if (figure.pronosticos > 0 && figure.pronosticos < 10) {
        expect(cells[3]).toHaveTextContent(/pocos datos$/);
      } else {
        expect(cells[3]).not.toHaveTextContent('pocos datos');
      }
    }
    expect(
      within(section).getByRole('heading', {
        name: `Pronósticos que no se cumplieron (${backtest.fallosTotales})`,
      }),
    ).toBeVisible();
    expect(
      within(within(section).getByRole('table', { name: 'Pronósticos que no se cumplieron' }))
        .getAllByRole('row')
        .slice(1),
    ).toHaveLength(backtest.fallos.length);
  });

  it('shows ten cards on a phone, ten more on each press', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      fakeMatchMedia((query) => query.includes('max-width')),
    );
    const { user } = await renderDemo();
    expect(articles()).toHaveLength(10);
    await user.click(within(calendar()).getByRole('button', { name: 'Ver 10 más' }));
    expect(articles()).toHaveLength(20);
  });

  it('says when a company has no codes yet, and looks at one asked for', async () => {
    const { user } = await signInAs('admin');
    const rendered = renderWithProviders(<UpcomingPage companyId={4} userId={user.id} />);
    expect(await screen.findByText('Aún no sabemos qué vendes')).toBeVisible();
    await rendered.user.type(screen.getByLabelText('Otro código de producto'), '76111501');
    await rendered.user.click(screen.getByRole('button', { name: 'Consultar' }));
    await screen.findByRole('region', { name: CALENDAR });
    expect(countShown()).toBeGreaterThan(0);
    expect(screen.queryByText('Aún no sabemos qué vendes')).toBeNull();
  });

  it('says when it cannot load, and tries again', async () => {
    faults.add({ kind: 'rate-limit', method: 'GET', path: '/upcoming', times: 1 });
    const { user } = renderWithProviders(<UpcomingPage companyId={1} userId={userId} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar lo que viene');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('region', { name: CALENDAR })).toBeInTheDocument();
  });
});
