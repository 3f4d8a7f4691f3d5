import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import type { MockNotification } from '@/mocks/areas/notifications/records';
import { db, recordRequests } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { signInAs } from '@/testing/test-utils';

import { NotificationBell } from './notification-bell';

beforeEach(async () => {
  await signInAs('demo');
});

/** Demo's notifications in company 1, newest first, as the server orders them. */
const demoInbox = () =>
  db.state.notifications
    .filter((entry) => entry.userId === 1 && entry.companyId === 1)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);

const unreadCount = () => demoInbox().filter((entry) => entry.status === 'pending').length;

function setup() {
  const requests = recordRequests();
  const view = renderWithProviders(
    <>
      <NotificationBell companyId={1} />
      <p>Contenido de la página</p>
    </>,
  );
  return { ...view, requests };
}

const bell = (count: number) =>
  screen.findByRole('button', { name: `Notificaciones, ${count} sin leer` });

describe('NotificationBell', () => {
  it('shows the real unread count, from page 1 limit 10 of the company', async () => {
    const { requests } = setup();
    const expected = unreadCount();
    expect(expected).toBeGreaterThan(0);
    const button = await bell(expected);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveTextContent(String(expected));
    const [call] = requests.to('GET', '/notifications');
    expect(Object.fromEntries(call!.searchParams)).toEqual({
      page: '1',
      limit: '10',
      companyId: '1',
    });
  });

  it("caps the badge at '99+' but names the real count", async () => {
    const template = demoInbox()[0]!;
    db.write((state) => {
      const extra: MockNotification[] = Array.from({ length: 120 }, (_, index) => ({
        ...template,
        id: 5000 + index,
        status: 'pending',
      }));
      state.notifications.push(...extra);
    });
    setup();
    const button = await bell(unreadCount());
    expect(unreadCount()).toBeGreaterThan(99);
    expect(button).toHaveTextContent(/^99\+$/);
  });

  it('has no badge when everything is read', async () => {
    db.write((state) => {
      for (const entry of state.notifications) entry.status = 'read';
    });
    const { user } = setup();
    const button = screen.getByRole('button', { name: 'Notificaciones' });
    await user.click(button);
    // The list has come: the count is known, and it is zero.
    expect(await screen.findByText('Todo al día')).toBeInTheDocument();
    expect(button).toHaveAccessibleName('Notificaciones');
    expect(button).toHaveTextContent('');
  });

  it("opens the first 3 with 'Ver todas', sending nothing more", async () => {
    const { user, requests } = setup();
    await user.click(await bell(unreadCount()));
    const panel = await screen.findByRole('region', { name: 'Notificaciones recientes' });
    const list = await within(panel).findByRole('list', { name: 'Últimas notificaciones' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const newest = demoInbox().slice(0, 3);
    items.forEach((item, index) => {
      expect(item).toHaveTextContent(newest[index]!.name);
    });
    expect(items[0]).toHaveTextContent('Nueva');
    expect(within(panel).getByRole('link', { name: 'Ver todas' })).toHaveAttribute(
      'href',
      '/dashboard/notificaciones',
    );
    expect(screen.getByRole('button', { expanded: true })).toHaveAttribute(
      'aria-controls',
      panel.id,
    );
    expect(requests.to('GET', '/notifications')).toHaveLength(1);
  });

  it('closes on a click outside, and on Escape with focus back on the bell', async () => {
    const { user } = setup();
    const button = await bell(unreadCount());
    await user.click(button);
    await screen.findByRole('list', { name: 'Últimas notificaciones' });
    await user.click(screen.getByText('Contenido de la página'));
    expect(screen.queryByRole('region', { name: 'Notificaciones recientes' })).toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    await screen.findByRole('list', { name: 'Últimas notificaciones' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Notificaciones recientes' })).toBeNull();
    expect(button).toHaveFocus();
  });

  it('goes to the notifications page when the bell is clicked while open', async () => {
    const { user, router } = setup();
    const button = await bell(unreadCount());
    await user.click(button);
    await screen.findByRole('region', { name: 'Notificaciones recientes' });
    expect(router.state.location.pathname).toBe('/dashboard');
    await user.click(button);
    expect(router.state.location.pathname).toBe('/dashboard/notificaciones');
    expect(screen.queryByRole('region', { name: 'Notificaciones recientes' })).toBeNull();
  });

  it("'Ver todas' goes to the page and closes the list", async () => {
    const { user, router } = setup();
    await user.click(await bell(unreadCount()));
    await user.click(await screen.findByRole('link', { name: 'Ver todas' }));
    expect(router.state.location.pathname).toBe('/dashboard/notificaciones');
    expect(screen.queryByRole('region', { name: 'Notificaciones recientes' })).toBeNull();
  });

  it('following an unread one opens its opportunity and marks it read: the count goes down', async () => {
    const { user, router, requests } = setup();
    const before = unreadCount();
    await user.click(await bell(before));
    const newest = demoInbox().find((entry) => entry.opportunity && entry.status === 'pending');
    const index = demoInbox().indexOf(newest!);
    expect(index).toBeLessThan(3);
    const list = await screen.findByRole('list', { name: 'Últimas notificaciones' });
    await user.click(within(list).getAllByRole('link')[index]!);

    expect(router.state.location.pathname).toBe(
      `/dashboard/opportunity/${encodeURIComponent(newest!.opportunity!.codigo)}`,
    );
    expect(await bell(before - 1)).toBeInTheDocument();
    const [patch] = requests.to('PATCH', `/notifications/${newest!.id}/read`);
    expect(patch?.searchParams.get('companyId')).toBe('1');
    await waitFor(() =>
      expect(db.state.notifications.find((entry) => entry.id === newest!.id)?.status).toBe('read'),
    );
  });

  it('says so when there are none', async () => {
    db.write((state) => {
      state.notifications = state.notifications.filter((entry) => entry.userId !== 1);
    });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Notificaciones' }));
    expect(await screen.findByText('No tienes notificaciones.')).toBeInTheDocument();
  });
});
