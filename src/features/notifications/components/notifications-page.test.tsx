import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { formatChileDate } from '@/lib/format';
import { loadSonner } from '@/lib/toast';
import { db, faults, recordRequests } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { findToast, signInAs } from '@/testing/test-utils';

import { NotificationsPage } from './notifications-page';

beforeEach(async () => {
  await signInAs('demo');
});

const demoInbox = () =>
  db.state.notifications
    .filter((entry) => entry.userId === 1 && entry.companyId === 1)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);

const unreadCount = () => demoInbox().filter((entry) => entry.status === 'pending').length;

function setup(url = '/dashboard/notificaciones') {
  const requests = recordRequests();
  const view = renderWithProviders(<NotificationsPage companyId={1} />, { url });
  return { ...view, requests };
}

const rows = async () =>
  within(await screen.findByRole('list', { name: 'Notificaciones' })).getAllByRole('listitem');

describe('NotificationsPage', () => {
  it('lists page 1 with type, date in Chile, the opportunity link and what is new', async () => {
    setup();
    const items = await rows();
    expect(items).toHaveLength(10);
    expect(
      screen.getByText(`Tienes ${unreadCount()} notificaciones sin leer.`),
    ).toBeInTheDocument();

    const inbox = demoInbox();
    items.forEach((item, index) => {
      const record = inbox[index]!;
      expect(within(item).getByRole('heading', { level: 3 })).toHaveTextContent(record.name);
      expect(item).toHaveTextContent(formatChileDate(record.createdAt, 'dateTime'));
      expect(within(item).queryByText('Nueva') !== null).toBe(record.status === 'pending');
      if (record.opportunity) {
        expect(within(item).getByRole('link', { name: record.opportunity.nombre })).toHaveAttribute(
          'href',
          `/dashboard/opportunity/${encodeURIComponent(record.opportunity.codigo)}`,
        );
      }
    });
    const labels = items.map(
      (item) =>
        within(item).getByText(/^(Tarea pendiente|Nueva oportunidad|Actualización|Éxito|General)$/)
          .textContent,
    );
    expect(new Set(labels).size).toBeGreaterThan(2);
  });

  it('marks one as read: the row and the count change at once, and the server is told', async () => {
    const { user, requests } = setup();
    await rows();
    const before = unreadCount();
    const target = demoInbox().find((entry) => entry.status === 'pending')!;
    const row = (await rows())[demoInbox().indexOf(target)]!;
    const button = within(row).getByRole('button', { name: 'Marcar como leída' });
    expect(button).toHaveAccessibleDescription(target.name);
    await user.click(button);

    expect(
      await screen.findByText(
        before - 1 === 1
          ? 'Tienes 1 notificación sin leer.'
          : `Tienes ${before - 1} notificaciones sin leer.`,
      ),
    ).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Marcar como leída' })).toBeNull();
    expect(within(row).queryByText('Nueva')).toBeNull();
    const [patch] = requests.to('PATCH', `/notifications/${target.id}/read`);
    expect(patch?.searchParams.get('companyId')).toBe('1');
    await waitFor(() =>
      expect(db.state.notifications.find((entry) => entry.id === target.id)?.status).toBe('read'),
    );
  });

  it('puts a row back and says so when marking it read fails', async () => {
    faults.add({ kind: 'server-error', method: 'PATCH', path: '/notifications/', times: 1 });
    const { user } = setup();
    await rows();
    const target = demoInbox().find((entry) => entry.status === 'pending')!;
    const row = (await rows())[demoInbox().indexOf(target)]!;
    await user.click(within(row).getByRole('button', { name: 'Marcar como leída' }));
    await findToast('No se pudo marcar la notificación como leída');
    expect(
      await within(row).findByRole('button', { name: 'Marcar como leída' }),
    ).toBeInTheDocument();
    expect(within(row).getByText('Nueva')).toBeInTheDocument();
    expect(
      screen.getByText(`Tienes ${unreadCount()} notificaciones sin leer.`),
    ).toBeInTheDocument();
  });

  it("'Marcar todas como leídas' clears every 'Nueva' and the count", async () => {
    const { user, requests } = setup();
    await rows();
    const markAll = screen.getByRole('button', { name: 'Marcar todas como leídas' });
    await user.click(markAll);
    expect(await screen.findByText('No tienes notificaciones sin leer.')).toBeInTheDocument();
    expect(screen.queryByText('Nueva')).toBeNull();
    expect(markAll).toBeDisabled();
    expect(requests.to('PATCH', '/notifications/read-all')).toHaveLength(1);
    await waitFor(() => expect(unreadCount()).toBe(0));
  });

  it('walks the pages, keeping the page in the address', async () => {
    const { user, router, requests } = setup();
    await rows();
    const pages = Math.ceil(demoInbox().length / 10);
    const nav = screen.getByRole('navigation', { name: 'Páginas de notificaciones' });
    expect(nav).toHaveTextContent(`Página 1 de ${pages}`);
    expect(within(nav).getByRole('button', { name: 'Anterior' })).toBeDisabled();

    await user.click(within(nav).getByRole('button', { name: 'Siguiente' }));
    expect(await within(nav).findByText(`Página 2 de ${pages}`)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?pagina=2');
    await waitFor(async () => expect((await rows())[0]).toHaveTextContent(demoInbox()[10]!.name));
    expect(requests.to('GET', '/notifications').at(-1)?.searchParams.get('page')).toBe('2');
  });

  it('explains what will show up when there is nothing', async () => {
    db.write((state) => {
      state.notifications = state.notifications.filter((entry) => entry.userId !== 1);
    });
    setup();
    expect(await screen.findByText('No tienes notificaciones')).toBeInTheDocument();
    expect(screen.getByText(/búsquedas guardadas con alertas/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Marcar todas como leídas' })).toBeDisabled();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows the error with a toast and a retry', { timeout: 15_000 }, async () => {
    // Retried twice before it fails (decision 0016), then the next try works.
    faults.add({ kind: 'server-error', method: 'GET', path: '/notifications', times: 3 });
    const { user, requests } = setup();
    expect(screen.getByRole('status', { name: 'Cargando notificaciones' })).toBeInTheDocument();
    const alert = await screen.findByRole('alert', {}, { timeout: 8_000 });
    expect(alert).toHaveTextContent('No pudimos cargar tus notificaciones');
    expect(requests.to('GET', '/notifications')).toHaveLength(3);
    await findToast('Error al obtener notificaciones');

    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await rows()).toHaveLength(10);
  });

  it('neither retries nor toasts a 401', async () => {
    faults.add({ kind: 'unauthorized', method: 'GET', path: '/notifications' });
    const { requests } = setup();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos cargar tus notificaciones',
    );
    // The error shows once the read has failed for good (a retry would come before it) and after
    // React Query's error handler, the one that toasts, has run: a toast asked for then reaches
    // sonner before this test's own wait for sonner ends.
    const { toast } = await loadSonner();
    expect(toast.getToasts()).toEqual([]);
    expect(requests.to('GET', '/notifications')).toHaveLength(1);
    expect(screen.queryByText('Error al obtener notificaciones')).toBeNull();
  });

  it('shows the seeded vault alert first: the F30 expiring in 10 days, to renew', async () => {
    setup();
    const [first] = await rows();
    expect(within(first!).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Documento por vencer: Certificado F30 de antecedentes laborales y previsionales',
    );
    expect(first).toHaveTextContent(
      /Vence el \d+ de [a-z]+ de \d{4} \(en 10 días\)\. Renuévalo en Documentos de la empresa\./,
    );
    expect(within(first!).getByText('Tarea pendiente')).toBeInTheDocument();
    expect(within(first!).getByText('Nueva')).toBeInTheDocument();
  });
});
