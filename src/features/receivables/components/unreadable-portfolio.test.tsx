import { screen, within } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';

import { RECEIVABLES_COMPANY as COMPANY, signInToReceivables } from '@/testing/receivables';
import { renderWithProviders } from '@/testing/render-with-providers';
import { findToast } from '@/testing/test-utils';

import { createIndexedDbBacking } from '../store/backing';
import { putEntry, storedEntries } from '@/testing/damaged-receivables';
import { configureReceivablesStore, STORAGE_UNREADABLE } from '../store/receivables-store';
import { BuyerPaymentRecord } from './buyer-payment-record';
import { ClientsPage } from './clients-page';

const DESCRIPTION =
  'Puedes empezar de nuevo con una cartera nueva, como en tu primera visita. La copia que no se pudo leer queda guardada aparte en este navegador.';

/**
 * The signed-in user's records in the browser's IndexedDB, with their first client's name
 * turned into an object (one of the damages that crashed the screens, issue 39 part 5).
 */
async function damagedBrowser() {
  const { user, records } = await signInToReceivables();
  const good = await records();
  const damaged = {
    ...good,
    clients: good.clients.map((client, index) =>
      index === 0 ? { ...client, organizationName: { nombre: client.organizationName } } : client,
    ),
  };
  const factory = new IDBFactory();
  const backing = createIndexedDbBacking(factory);
  await backing.ready();
  const owner = `user:${user.id}`;
  await putEntry(factory, owner, damaged);
  configureReceivablesStore({ backing });
  return { factory, owner, damaged, clients: good.clients.length };
}

describe('records in the browser the store cannot read', () => {
  it("says so, and 'Empezar de nuevo' keeps them aside and starts as a first visit", async () => {
    const { factory, owner, damaged, clients } = await damagedBrowser();
    const { user } = renderWithProviders(<ClientsPage companyId={COMPANY} />);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(STORAGE_UNREADABLE)).toBeVisible();
    expect(within(alert).getByText(DESCRIPTION)).toBeVisible();
    expect(await findToast('No se pudieron cargar los clientes')).toHaveTextContent(
      STORAGE_UNREADABLE,
    );
    // Nothing was seeded over them.
    expect(await storedEntries(factory)).toEqual([{ owner, data: damaged }]);

    await user.click(within(alert).getByRole('button', { name: 'Empezar de nuevo' }));
    expect(
      await findToast(
        'Tu cartera de cobranza empezó de nuevo. La copia que no se pudo leer quedó guardada aparte en este navegador.',
      ),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Clientes' });
    expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(alert).not.toBeInTheDocument();

    const entries = await storedEntries(factory);
    expect(entries).toHaveLength(2);
    const [fresh, aside] = entries;
    expect(fresh).toMatchObject({ owner, data: { seededCompanies: [COMPANY] } });
    expect((fresh!.data as { clients: unknown[] }).clients).toHaveLength(clients);
    expect(aside!.owner).toMatch(
      new RegExp(`^${owner}:unreadable:\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z$`),
    );
    expect(aside!.data).toEqual(damaged);
  });

  it("offers the same way on from a buyer's payment record", async () => {
    const { factory } = await damagedBrowser();
    const { user } = renderWithProviders(
      <BuyerPaymentRecord companyId={COMPANY} rut="61.608.000-6" />,
    );
    const section = await screen.findByRole('region', {
      name: 'Comportamiento de pago del comprador',
    });
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent(STORAGE_UNREADABLE);
    await user.click(within(alert).getByRole('button', { name: 'Empezar de nuevo' }));
    expect(
      await within(section).findByText(/Facturas emitidas|Aún no le has facturado/),
    ).toBeVisible();
    expect(await storedEntries(factory)).toHaveLength(2);
  });
});
