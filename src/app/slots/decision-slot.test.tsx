import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { gradePayment } from '@/features/bid-decision/lib/scorecard';
import { getOpportunity } from '@/features/opportunities/api/get-opportunity';
import { readReceivables } from '@/features/receivables/store/receivables-store';
import { buyerRecordView } from '@/features/receivables/store/views';
import { paymentComplaints } from '@/mocks/areas/catalogue/portal-facts';
import { db, faults } from '@/testing/mock-api';
import { RECEIVABLES_COMPANY, signInToReceivables } from '@/testing/receivables';
import { renderWithProviders } from '@/testing/render-with-providers';
import { signInAs } from '@/testing/test-utils';

import { renderDetailDecision } from './decision-slot';

/*
 * The detail's 'Decisión' as the opportunities feature draws it (decision 0033): the scorecard
 * composed with the buyer's payments, from receivables for the one user who has them.
 */

const scorecard = () =>
  screen.findByRole('region', { name: '¿Conviene postular?' }, { timeout: 5_000 });

describe("the detail's decision with its scorecard", () => {
  it("grades five parts from the server's answer, with the portal's complaint count", async () => {
    await signInAs('demo');
    const detail = await getOpportunity('6164-39-LP26');
    renderWithProviders(renderDetailDecision(detail));
    const card = await scorecard();
    expect(
      within(card)
        .getAllByRole('term')
        .map((term) => term.firstChild?.textContent),
    ).toEqual([
      'Ajuste con tu oferta',
      'Competencia',
      'Comportamiento de pago del comprador',
      'Plazo',
      'Requisitos que pueden impedir postular',
    ]);
    const record = db.opportunities.find((entry) => entry.code === '6164-39-LP26')!;
    expect(
      await within(card).findByText(
        `${paymentComplaints(record.buyer.organismCode)} reclamos por pago en los últimos 12 meses en Mercado Público.`,
      ),
    ).toBeInTheDocument();
    const asked = within(card).getByRole('list', { name: 'Requisitos exigidos' });
    expect(within(asked).getAllByRole('listitem')).toHaveLength(1);
    expect(
      within(asked).getByText('Garantía de fiel cumplimiento: se exige por $6.680.000.'),
    ).toBeInTheDocument();
    expect(within(asked).getByText('Fuente: Bases Administrativas.pdf')).toBeInTheDocument();
    // The decision is asked for below it.
    expect(screen.getByRole('button', { name: 'Guardar decisión' })).toBeInTheDocument();
  });

  it('says when the scorecard cannot load, and the decision can still be recorded', async () => {
    await signInAs('demo');
    const detail = await getOpportunity('6164-39-LP26');
    faults.add({ kind: 'server-error', method: 'GET', path: '/scorecard' });
    renderWithProviders(renderDetailDecision(detail));
    expect(
      await screen.findByText('No pudimos cargar la evaluación de la oportunidad.', undefined, {
        timeout: 10_000,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Guardar decisión' })).toBeInTheDocument();
  });

  it("reads how a buyer that is a client pays the company's own invoices", async () => {
    const { records, scope } = await signInToReceivables();
    const data = await records();
    const record = db.opportunities.find((entry) =>
      data.clients.some(
        (client) =>
          client.rut === entry.buyer.unitRut &&
          data.invoices.some((invoice) => invoice.clientId === client.id),
      ),
    )!;
    expect(record).toBeDefined();
    const detail = await getOpportunity(record.code);
    renderWithProviders(renderDetailDecision(detail));
    const own = await readReceivables(scope, (stored, today) =>
      buyerRecordView(stored, RECEIVABLES_COMPANY, record.buyer.unitRut, today),
    );
    const expected = gradePayment(own, 0).summary;
    expect(expected).toMatch(/^Según tu cartera de cobranza, /);
    const card = await scorecard();
    expect(await within(card).findByText(expected)).toBeInTheDocument();
    expect(within(card).queryByText(/reclamos? por pago/)).toBeNull();
  });
});
