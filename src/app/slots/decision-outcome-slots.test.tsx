import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { BID_DECISION_LABELS } from '@/features/bid-decision/api/bid-decision-schema';
import {
  decisionOutcomesQueryOptions,
  type DecisionOutcome,
} from '@/features/bid-decision/api/get-decision-outcomes';
import {
  countDecisionOutcomes,
  describeResult,
  formatShare,
  VERDICT_ANSWERS,
} from '@/features/bid-decision/lib/decision-outcomes';
import { FIRST_ROWS } from '@/features/bid-decision/components/decision-outcomes-section';
import { presetPeriod } from '@/lib/periods';
import { chileDayKey } from '@/lib/chile-time';
import { formatChileDate } from '@/lib/format';
import { db, faults, recordRequests } from '@/testing/mock-api';
import { fakeRetryClock } from '@/testing/retries';
import { findSignedInPage, renderApp, signInAs } from '@/testing/test-utils';

const OUTCOMES = '/bid-decisions/outcomes';

/** The demo company's decisions, as the API answers them. */
async function seededOutcomes(): Promise<DecisionOutcome[]> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return client.fetchQuery(decisionOutcomesQueryOptions(1));
}

/** A Stat's value and hint, by its label. */
function stat(section: HTMLElement, label: string) {
  const term = within(section).getByText(label, { selector: 'dt' });
  const value = term.nextElementSibling;
  return { value: value?.textContent, hint: value?.nextElementSibling?.textContent };
}

const failOutcomes = () =>
  faults.add({ kind: 'server-error', method: 'GET', path: OUTCOMES, times: 3 });

beforeEach(async () => {
  await signInAs('demo');
});

describe("KPIs' 'Decisiones frente a resultados'", () => {
  it("counts the period's decisions, 'No postular' right and 'Postular' won", async () => {
    const outcomes = await seededOutcomes();
    const counts = countDecisionOutcomes(outcomes, presetPeriod('6m', chileDayKey(new Date())!));
    // The seed decides on bids and passes within the default period (últimos 6 meses).
    expect(counts.byKind.postular).toBeGreaterThan(0);
    expect(counts.noPostular.resolved).toBeGreaterThan(0);

    renderApp('/dashboard/kpi');
    await findSignedInPage('KPIs');
    const section = await screen.findByRole('region', { name: 'Decisiones frente a resultados' });
    await within(section).findByText('Decisiones registradas');

    expect(stat(section, 'Decisiones registradas')).toEqual({
      value: String(counts.total),
      hint: `${counts.byKind.postular} Postular, ${counts.byKind.no_postular} No postular, ${counts.byKind.revisar} Revisar`,
    });
    const passed = stat(section, '«No postular» acertado');
    expect(passed.value).toBe(formatShare(counts.noPostular.right, counts.noPostular.resolved));
    expect(passed.hint).toMatch(
      /^Desiertas, revocadas o adjudicadas bajo tus precios habituales(; |$)/,
    );
    const applied = stat(section, '«Postular» ganadas');
    expect(applied.value).toBe(formatShare(counts.postular.won, counts.postular.resolved));
    expect(applied.hint).toMatch(new RegExp(`^${counts.postular.notSent} sin postular(; |$)`));
  });

  it('follows the selected period', async () => {
    const outcomes = await seededOutcomes();
    const { user } = renderApp('/dashboard/kpi');
    await findSignedInPage('KPIs');
    const section = await screen.findByRole('region', { name: 'Decisiones frente a resultados' });
    await within(section).findByText('Decisiones registradas');

    await user.click(screen.getByLabelText('Período'));
    await user.click(await screen.findByRole('option', { name: 'Últimos 12 meses' }));
    const today = chileDayKey(new Date())!;
    const year = countDecisionOutcomes(outcomes, presetPeriod('12m', today));
    // The seed decided before the last six months too, so the count changes.
    expect(year.total).toBeGreaterThan(
      countDecisionOutcomes(outcomes, presetPeriod('6m', today)).total,
    );
    await waitFor(() => {
      expect(stat(section, 'Decisiones registradas').value).toBe(String(year.total));
    });
  });

  it('says so when the period has no decision', async () => {
    db.write((state) => {
      state.bidDecisions = state.bidDecisions.filter((entry) => entry.companyId !== 1);
    });
    renderApp('/dashboard/kpi');
    await findSignedInPage('KPIs');
    const section = await screen.findByRole('region', { name: 'Decisiones frente a resultados' });
    expect(
      await within(section).findByText('Sin decisiones registradas en este período.'),
    ).toBeInTheDocument();
    expect(within(section).queryByText('Decisiones registradas')).not.toBeInTheDocument();
  });

  it('says its own failure with a retry, and the rest of the page stays', async () => {
    const clock = fakeRetryClock();
    failOutcomes();
    const requests = recordRequests();
    const { user } = renderApp('/dashboard/kpi');
    await findSignedInPage('KPIs');
    const section = await screen.findByRole('region', { name: 'Decisiones frente a resultados' });

    await clock.passRetries();
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar las decisiones.');
    expect(requests.to('GET', OUTCOMES)).toHaveLength(3);
    expect(await screen.findByText('Tasa de adjudicación')).toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: 'Postulaciones y adjudicaciones por mes' }),
    ).toBeInTheDocument();
    // The section says it; no toast says it again.
    expect(screen.queryByText('Error al obtener las decisiones')).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await within(section).findByText('Decisiones registradas')).toBeInTheDocument();
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe("Efectividad's 'Decisiones y resultados'", () => {
  it("lists every decision, newest first, with its result, and how often 'No postular' was right", async () => {
    const outcomes = await seededOutcomes();
    const counts = countDecisionOutcomes(outcomes);
    const first = outcomes.map((entry) => entry.decididoEn).sort()[0]!;
    const passed = outcomes.find(
      (entry) => entry.decision === 'no_postular' && entry.evaluacion !== 'pendiente',
    )!;
    expect(passed).toBeDefined();

    const { user } = renderApp('/dashboard/efectividad');
    await findSignedInPage('Efectividad');
    const section = await screen.findByRole('region', { name: 'Decisiones y resultados' });
    const table = await within(section).findByRole('table', { name: 'Decisiones y resultados' });

    expect(
      within(section).getByText(
        (_, node) =>
          node?.tagName === 'P' &&
          // Every decision counts, and the sentence says from when.
          node.textContent ===
            `«No postular» acertado: ${formatShare(counts.noPostular.right, counts.noPostular.resolved)}, de todas tus decisiones desde el ${formatChileDate(first)}`,
      ),
    ).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Oportunidad', 'Decisión', 'Motivo', 'Resultado', '¿Acertada?']);
    const codes = () =>
      within(table)
        .getAllByRole('link')
        .map((link) => link.textContent);
    // The newest 10, then every one.
    expect(codes()).toEqual(outcomes.slice(0, FIRST_ROWS).map((entry) => entry.codigo));
    await user.click(
      within(section).getByRole('button', { name: `Ver todas (${outcomes.length})` }),
    );
    expect(codes()).toEqual(outcomes.map((entry) => entry.codigo));

    // Only the passes.
    await user.click(within(section).getByRole('combobox', { name: 'Mostrar' }));
    await user.click(await screen.findByRole('option', { name: 'No postular' }));
    expect(codes()).toEqual(
      outcomes
        .filter((entry) => entry.decision === 'no_postular')
        .slice(0, FIRST_ROWS)
        .map((entry) => entry.codigo),
    );

    const link = within(table).getByRole('link', { name: passed.codigo });
    expect(link).toHaveAttribute('href', `/dashboard/opportunity/${passed.codigo}`);
    const row = link.closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      `${passed.codigo}${passed.nombre}`,
      BID_DECISION_LABELS.no_postular,
      passed.motivo,
      describeResult(passed),
      VERDICT_ANSWERS[passed.evaluacion],
    ]);
  });

  it('shows the first decisions, then all, each value named for a phone card', async () => {
    const outcomes = await seededOutcomes();
    const passed = outcomes.find((entry) => entry.decision === 'no_postular')!;
    const { user } = renderApp('/dashboard/efectividad');
    const table = await screen.findByRole('table', { name: 'Decisiones y resultados' });
    const rows = () => within(table).getAllByRole('row').slice(1);
    expect(rows()).toHaveLength(FIRST_ROWS);
    await user.click(screen.getByRole('button', { name: `Ver todas (${outcomes.length})` }));
    expect(rows()).toHaveLength(outcomes.length);
    const row = within(table).getByRole('link', { name: passed.codigo }).closest('tr')!;
    // Below 640 px the row is a card: each value beside its column's name (DataTable).
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => [cell.dataset.label ?? null, cell.textContent]),
    ).toEqual([
      [null, `${passed.codigo}${passed.nombre}`],
      ['Decisión', 'No postular'],
      ['Motivo', passed.motivo],
      ['Resultado', describeResult(passed)],
      ['¿Acertada?', VERDICT_ANSWERS[passed.evaluacion]],
    ]);
  });

  it('says its own failure with a retry, and the bids stay', async () => {
    const clock = fakeRetryClock();
    failOutcomes();
    const { user } = renderApp('/dashboard/efectividad');
    await findSignedInPage('Efectividad');
    const section = await screen.findByRole('region', { name: 'Decisiones y resultados' });

    await clock.passRetries();
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar las decisiones.');
    // The rate counts every bid, and says from when.
    expect(await screen.findByText(/^Tasa de adjudicación total:/)).toHaveTextContent(
      /\d+ ganadas de \d+ resueltas, de todas tus postulaciones desde el \d\d-\d\d-\d{4}\)\.$/,
    );
    expect(screen.getByRole('table', { name: /^Postulaciones/ })).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(
      await within(section).findByRole('table', { name: 'Decisiones y resultados' }),
    ).toBeInTheDocument();
  });
});
