import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { paths } from '@/config/paths';
import { db } from '@/testing/mock-api';
import { renderApp, signInAs } from '@/testing/test-utils';

describe('/dashboard/notificaciones', () => {
  it(
    'shows the page, with the same unread count on the bell and in the sidebar',
    { timeout: 20_000 },
    async () => {
      await signInAs('demo');
      const unread = db.state.notifications.filter(
        (entry) => entry.userId === 1 && entry.companyId === 1 && entry.status === 'pending',
      ).length;
      const { user } = renderApp(paths.dashboard.notifications.getHref());

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Notificaciones' }),
      ).toBeInTheDocument();
      expect(
        await screen.findByRole('heading', { name: 'Tus notificaciones' }),
      ).toBeInTheDocument();
      const bell = await screen.findByRole('button', {
        name: `Notificaciones, ${unread} sin leer`,
      });
      const nav = screen.getByRole('navigation', { name: 'Menú principal' });
      expect(
        await within(nav).findByRole('link', {
          name: new RegExp(`^Notificaciones\\s*${unread} sin leer$`),
        }),
      ).toHaveAttribute('href', '/dashboard/notificaciones');

      await user.click(screen.getByRole('button', { name: 'Marcar todas como leídas' }));
      expect(await screen.findByRole('button', { name: 'Notificaciones' })).toBe(bell);
      expect(within(nav).getByRole('link', { name: 'Notificaciones' })).toBeInTheDocument();
    },
  );
});
