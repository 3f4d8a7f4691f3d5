import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import {
  assertBrokenAnswersShown,
  expectToast,
  INVALID_RESPONSE_TEXT,
} from '@/testing/contract-breaking';
import { renderWithProviders } from '@/testing/render-with-providers';
import { signInAs } from '@/testing/test-utils';

import { notificationsResponseSchema } from '../api/notification-schema';
import { NotificationsPage } from './notifications-page';

beforeEach(async () => {
  await signInAs('demo');
});

describe('the notifications page, on answers the server did not promise', () => {
  it("says 'No pudimos cargar tus notificaciones' and why, with the toast, and nothing is left uncaught", async () => {
    await assertBrokenAnswersShown(
      { method: 'GET', path: '/notifications', schema: notificationsResponseSchema },
      {
        open: () => {
          renderWithProviders(<NotificationsPage companyId={1} />, {
            url: '/dashboard/notificaciones',
          });
        },
        showsError: () => {
          const alert = screen.getByRole('alert');
          expect(within(alert).getByText('No pudimos cargar tus notificaciones')).toBeVisible();
          expect(within(alert).getByText(INVALID_RESPONSE_TEXT)).toBeVisible();
          expectToast('Error al obtener notificaciones', INVALID_RESPONSE_TEXT);
        },
        showsAnswer: () => {
          expect(screen.queryByRole('alert')).toBeNull();
          expect(screen.queryByRole('status', { name: 'Cargando notificaciones' })).toBeNull();
          const empty =
            screen.queryByText('No tienes notificaciones') ??
            screen.queryByText('Esta página no tiene notificaciones');
          if (empty) return;
          const list = screen.getByRole('list', { name: 'Notificaciones' });
          expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0);
        },
      },
    );
  }, 30_000);
});
