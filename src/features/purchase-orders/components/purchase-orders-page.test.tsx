import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { db } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { signInAs } from '@/testing/test-utils';

import { PurchaseOrdersPage } from './purchase-orders-page';

describe('Órdenes de compra', () => {
  it('loads in the table, lists the orders with their total, and says when a search finds none', async () => {
    await signInAs('demo');
    const orders = db.state.purchaseOrders.filter((order) => order.companyId === 1);
    expect(orders.length).toBeGreaterThan(1);
    const { user } = renderWithProviders(<PurchaseOrdersPage companyId={1} />);
    const table = screen.getByRole('table', { name: 'Órdenes de compra de la empresa' });
    expect(table).toHaveAttribute('aria-busy', 'true');

    expect(await within(table).findByRole('link', { name: orders[0]!.code })).toHaveAttribute(
      'href',
      `/dashboard/ordenes-de-compra/${orders[0]!.code}`,
    );
    expect(table).toHaveAttribute('aria-busy', 'false');
    const rows = within(table).getAllByRole('row');
    // The header, one row per order, the total.
    expect(rows).toHaveLength(orders.length + 2);
    expect(rows.at(-1)).toHaveTextContent(`${orders.length} órdenes · total sin las canceladas`);

    await user.type(screen.getByLabelText('Buscar orden de compra'), 'zzzz');
    expect(
      await within(table).findByRole('cell', {
        name: 'Ninguna orden de compra coincide con la búsqueda.',
      }),
    ).toBeVisible();
    expect(table).not.toHaveTextContent('total sin las canceladas');
  });
});
