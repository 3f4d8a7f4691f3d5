import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import fc from 'fast-check';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';

import { purchaseOrdersResponseSchema } from '@/entities/purchase-order/api/get-purchase-orders';
import {
  assertBrokenAnswersShown,
  expectToast,
  INVALID_RESPONSE_TEXT,
  type Endpoint,
  watchUncaught,
} from '@/testing/contract-breaking';
import { RECEIVABLES_COMPANY as COMPANY, signInToReceivables } from '@/testing/receivables';
import { renderWithProviders } from '@/testing/render-with-providers';

import { createIndexedDbBacking } from '../store/backing';
import { damageArbitrary, damaged, putEntry } from '@/testing/damaged-receivables';
import {
  configureReceivablesStore,
  NO_DELAY,
  resetReceivablesStore,
  STORAGE_UNREADABLE,
} from '../store/receivables-store';
import { receivablesDataSchema } from '../store/records';
import { BuyerPaymentRecord } from './buyer-payment-record';
import { ClientsPage } from './clients-page';
import { ReceivablesPanel } from './receivables-panel';

/*
 * Accounts receivable keep their records in the browser (decision 0023): the one answer of the
 * server they read is the company's purchase orders, which the demo portfolio bills when it is
 * seeded, on the first read. Each run starts from an empty store, so every run seeds, and reads
 * that answer broken. The records the browser keeps are held to the same standard below: the
 * store reads only the shape it writes (store/records.ts), so a damaged copy is the screens'
 * STORAGE_UNREADABLE with 'Empezar de nuevo', and a damage that keeps the shape is shown as it is.
 */
const PURCHASE_ORDERS: Endpoint = {
  method: 'GET',
  path: '/purchase-orders',
  schema: purchaseOrdersResponseSchema,
};

const freshStore = () => resetReceivablesStore(NO_DELAY);

describe('accounts receivable, on answers the server did not promise', () => {
  it("the panel says 'No se pudo cargar el panel de cobranza', the toast why", async () => {
    await signInToReceivables();
    await assertBrokenAnswersShown(PURCHASE_ORDERS, {
      open: () => {
        renderWithProviders(<ReceivablesPanel companyId={COMPANY} />);
      },
      showsError: () => {
        const alert = screen.getByRole('alert');
        expect(within(alert).getByText('No se pudo cargar el panel de cobranza')).toBeVisible();
        expectToast('No se pudo cargar el panel de cobranza', INVALID_RESPONSE_TEXT);
      },
      showsAnswer: () => {
        expect(screen.queryByRole('alert')).toBeNull();
        expect(screen.getByRole('heading', { name: 'Totales por estado' })).toBeVisible();
      },
      reset: freshStore,
    });
  }, 30_000);

  it("a buyer's payment record on an opportunity says it could not read the portfolio", async () => {
    await signInToReceivables();
    await assertBrokenAnswersShown(PURCHASE_ORDERS, {
      open: () => {
        renderWithProviders(<BuyerPaymentRecord companyId={COMPANY} rut="61.608.000-6" />);
      },
      showsError: () => {
        expect(screen.getByText('No se pudo consultar tu cartera de cobranza.')).toBeVisible();
      },
      showsAnswer: () => {
        const section = screen.getByRole('region', {
          name: 'Comportamiento de pago del comprador',
        });
        expect(within(section).queryByText(/No se pudo consultar/)).toBeNull();
        expect(section.querySelector('[data-slot="skeleton"]')).toBeNull();
        expect(section.textContent).toMatch(/Facturas emitidas|Aún no le has facturado/);
      },
      reset: freshStore,
    });
  }, 30_000);
});

/**
 * The property: the signed-in user's records, damaged in a generated way and put in a fresh
 * browser database, give the screen's unreadable state with the store's exact words and
 * 'Empezar de nuevo' when they no longer have the store's shape, and the screen itself when they
 * do (an emptied list, a long text); never an uncaught error.
 */
async function assertDamagedRecordsShown(open: () => void, showsScreen: () => void) {
  const { user, records } = await signInToReceivables();
  const good = await records();
  await fc.assert(
    fc.asyncProperty(damageArbitrary, async (damage) => {
      const copy = damaged(good, damage);
      const factory = new IDBFactory();
      const backing = createIndexedDbBacking(factory);
      await backing.ready();
      await putEntry(factory, `user:${user.id}`, copy);
      configureReceivablesStore({ backing });
      const uncaught = watchUncaught();
      try {
        open();
        if (receivablesDataSchema.safeParse(copy).success) {
          await waitFor(showsScreen);
        } else {
          const alert = await screen.findByRole('alert');
          expect(within(alert).getByText(STORAGE_UNREADABLE)).toBeVisible();
          expect(within(alert).getByRole('button', { name: 'Empezar de nuevo' })).toBeVisible();
        }
        expect(uncaught.seen).toEqual([]);
      } finally {
        cleanup();
        toast.dismiss();
        uncaught.stop();
      }
    }),
    { numRuns: 12 },
  );
}

describe('accounts receivable, on records in the browser of another shape', () => {
  it('the panel shows them, or says it cannot read them and offers to start again', async () => {
    await assertDamagedRecordsShown(
      () => renderWithProviders(<ReceivablesPanel companyId={COMPANY} />),
      () => {
        expect(screen.queryByRole('alert')).toBeNull();
        expect(screen.getByRole('heading', { name: 'Totales por estado' })).toBeVisible();
      },
    );
  }, 30_000);

  it('the client master shows them, or says it cannot read them and offers to start again', async () => {
    await assertDamagedRecordsShown(
      () => renderWithProviders(<ClientsPage companyId={COMPANY} />),
      () => {
        expect(screen.queryByRole('alert')).toBeNull();
        expect(screen.getByText(/^\d+ clientes?$/)).toBeVisible();
      },
    );
  }, 30_000);
});
