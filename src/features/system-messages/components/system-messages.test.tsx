import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { loadSonner } from '@/lib/toast';
import { publishSystemMessage } from '@/mocks/areas/messages/system-message-rules';
import { db, faults, recordRequests } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { signInAs } from '@/testing/test-utils';

import { useActiveSystemMessages } from '../api/get-system-messages';
import { DISMISSED_MESSAGES_KEY } from '../lib/dismissed-messages';
import { SystemMessages } from './system-messages';

beforeEach(async () => {
  await signInAs('demo');
});
afterEach(() => {
  vi.useRealTimers();
});

/** The notices are read again every 5 minutes (decision 0016). */
const FIVE_MINUTES = 5 * 60_000;

/**
 * Reads the same query as the banners and says how many active notices came. It re-renders with
 * each answer in the same commit as the banners, so once it shows a count, the banners show what
 * that answer says.
 */
function NoticesRead() {
  const messages = useActiveSystemMessages();
  return messages && <output aria-label="Avisos leídos">{messages.length}</output>;
}

function setup({ probe = false } = {}) {
  const requests = recordRequests();
  const view = renderWithProviders(
    <>
      <SystemMessages />
      {probe && <NoticesRead />}
      <p>La página</p>
    </>,
  );
  return { ...view, requests };
}

/** Resolves once the list was read and rendered (the probe shows it), with how many are active. */
const noticesRead = async () =>
  (await screen.findByRole('status', { name: 'Avisos leídos' })).textContent;

const notices = () => screen.findByRole('region', { name: 'Avisos del sistema' });

describe('SystemMessages', () => {
  it('shows only active messages (status 1), as plain text', async () => {
    publishSystemMessage({
      message: 'Mantención el sábado <b>de 22:00 a 02:00</b>.',
      color: 'azul',
    });
    db.write((state) => {
      state.systemMessages.push({
        ...state.systemMessages.at(-1)!,
        id: 50,
        status: 2,
        message: 'Borrador',
      });
    });
    setup();
    const region = await notices();
    expect(region).toHaveTextContent('Mantención el sábado <b>de 22:00 a 02:00</b>.');
    expect(region.querySelector('b')).toBeNull();
    // The seeded withdrawn notice (status 0) and the draft (status 2) stay out.
    expect(within(region).getAllByRole('button', { name: 'Cerrar aviso' })).toHaveLength(1);
    expect(region).not.toHaveTextContent('Borrador');
    expect(region).not.toHaveTextContent('Mercado Público estuvo en mantención');
  });

  it('colours each by its name, and anything else gray', async () => {
    const colors = ['rojo', 'amarillo', 'azul', 'verde', 'naranja', 'morado'];
    for (const color of colors) publishSystemMessage({ message: `Aviso ${color}`, color });
    setup();
    const region = await notices();
    const tones = colors.map((color) => {
      const banner = within(region).getByText(`Aviso ${color}`).parentElement!;
      return [banner.dataset.tone, banner.className.match(/bg-(\w+)-50/)?.[1]];
    });
    expect(tones).toEqual([
      ['rojo', 'red'],
      ['amarillo', 'yellow'],
      ['azul', 'blue'],
      ['verde', 'green'],
      ['naranja', 'orange'],
      ['gris', 'gray'],
    ]);
  });

  it('closes a message for the rest of the session, leaving the others', async () => {
    const first = publishSystemMessage({ message: 'Primer aviso', color: 'rojo' });
    publishSystemMessage({ message: 'Segundo aviso', color: 'verde' });
    const { user, unmount } = setup();
    const region = await notices();
    const banner = within(region).getByText('Primer aviso').parentElement!;
    await user.click(within(banner).getByRole('button', { name: 'Cerrar aviso' }));
    expect(screen.queryByText('Primer aviso')).toBeNull();
    expect(screen.getByText('Segundo aviso')).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(DISMISSED_MESSAGES_KEY)!)).toEqual([String(first.id)]);

    // Another visit in the same session: still closed.
    unmount();
    setup();
    expect(await screen.findByText('Segundo aviso')).toBeInTheDocument();
    expect(screen.queryByText('Primer aviso')).toBeNull();
  });

  it('shows nothing when there is no active message', async () => {
    const { requests } = setup({ probe: true });
    expect(await noticesRead()).toBe('0');
    expect(requests.to('GET', '/messages')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Avisos del sistema' })).toBeNull();
  });

  it('stays silent when the call fails: no banner, no toast, no retry', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    publishSystemMessage({ message: 'No se verá', color: 'rojo' });
    faults.add({ kind: 'server-error', method: 'GET', path: '/messages' });
    const { requests } = setup({ probe: true });
    // The failure reads as an answer with no notices: the query has settled, so nothing is left
    // to retry, and a toast asked for on the way has reached sonner once this test's wait for
    // sonner ends.
    expect(await noticesRead()).toBe('0');
    expect(warn).toHaveBeenCalledWith(
      'No se pudieron obtener los mensajes del sistema',
      expect.anything(),
    );
    const { toast } = await loadSonner();
    expect(toast.getToasts()).toEqual([]);
    expect(screen.queryByText('No se verá')).toBeNull();
    expect(screen.queryByRole('listitem')).toBeNull();
    expect(requests.to('GET', '/messages')).toHaveLength(1);
    expect(screen.getByText('La página')).toBeInTheDocument();
  });

  it('reads the notices on mount and again every 5 minutes, showing one published meanwhile', async () => {
    // Only the refetch interval runs on the fake clock: the network, React and the test's own
    // waits keep real time, and the clock moves only when the test moves it.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    publishSystemMessage({ message: 'Mantención el sábado', color: 'azul' });
    const { requests, queryClient } = setup();
    expect(await screen.findByText('Mantención el sábado')).toBeInTheDocument();
    expect(requests.to('GET', '/messages')).toHaveLength(1);

    publishSystemMessage({ message: 'Nuevo aviso', color: 'rojo' });
    await act(() => vi.advanceTimersByTimeAsync(FIVE_MINUTES - 1));
    // Not read again yet: no request started, none in flight, the new notice not shown.
    expect(queryClient.isFetching()).toBe(0);
    expect(requests.to('GET', '/messages')).toHaveLength(1);
    expect(screen.queryByText('Nuevo aviso')).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(await screen.findByText('Nuevo aviso')).toBeInTheDocument();
    expect(screen.getByText('Mantención el sábado')).toBeInTheDocument();
    expect(requests.to('GET', '/messages')).toHaveLength(2);
  });
});
