import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { RECEIVABLES_COMPANY as COMPANY, signInToReceivables } from '@/testing/receivables';
import { renderWithProviders } from '@/testing/render-with-providers';

import { BuyerPaymentRecord } from './buyer-payment-record';

describe("the buyer's payment record on an opportunity", () => {
  it("reads the same store as the receivables' screens, by the buyer's RUT", async () => {
    const { records } = await signInToReceivables();
    const data = await records();
    const paying = data.clients.find((client) =>
      data.invoices.some((invoice) => invoice.clientId === client.id && invoice.status === 'paid'),
    )!;
    const issued = data.invoices.filter(
      (invoice) => invoice.clientId === paying.id && invoice.status !== 'cancelled',
    );
    const { router, user } = renderWithProviders(
      <BuyerPaymentRecord companyId={COMPANY} rut={paying.rut} />,
    );
    const section = await screen.findByRole('region', {
      name: 'Comportamiento de pago del comprador',
    });
    const label = await within(section).findByText('Facturas emitidas');
    expect(label.nextElementSibling).toHaveTextContent(String(issued.length));
    expect(section).toHaveTextContent(`Según tu cartera de cobranza (${paying.organizationName}).`);
    await user.click(within(section).getByRole('link', { name: 'Ver sus facturas' }));
    expect(router.state.location.search).toBe(`?cliente=${paying.id}`);
  });

  it('says when the company has never invoiced that buyer', async () => {
    await signInToReceivables();
    renderWithProviders(<BuyerPaymentRecord companyId={COMPANY} rut="11.111.111-1" />);
    expect(
      await screen.findByText(
        'Aún no le has facturado a este comprador: no hay historial de pagos en tu cartera.',
      ),
    ).toBeInTheDocument();
  });
});
