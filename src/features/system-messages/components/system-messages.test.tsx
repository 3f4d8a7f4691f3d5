import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { publishSystemMessage } from '@/mocks/server/system-messages';
import { db, faults, recordRequests } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { signInAs } from '@/testing/test-utils';

import { SYSTEM_MESSAGES_POLL_MS, systemMessagesQueryOptions } from '../api/get-system-messages';
import { DISMISSED_MESSAGES_KEY } from '../lib/dismissed-messages';

import { SystemMessages } from './system-messages';

beforeEach(async () => {
  await signInAs('demo');
});

function setup() {
  const requests = recordRequests();
  const view = renderWithProviders(
    <>
      <SystemMessages />
      <p>La página</p>
    </>,
  );
  return { ...view, requests };
}

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
    const { requests } = setup();
    await waitFor(() => expect(requests.to('GET', '/messages')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('region', { name: 'Avisos del sistema' })).toBeNull();
  });

  it('stays silent when the call fails: no banner, no toast, no retry', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    publishSystemMessage({ message: 'No se verá', color: 'rojo' });
    faults.add({ kind: 'server-error', method: 'GET', path: '/messages' });
    const { requests } = setup();
    await waitFor(() => expect(warn).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText('No se verá')).toBeNull();
    expect(screen.queryByRole('listitem')).toBeNull();
    expect(requests.to('GET', '/messages')).toHaveLength(1);
    expect(screen.getByText('La página')).toBeInTheDocument();
  });

  it('polls every 5 minutes', () => {
    expect(SYSTEM_MESSAGES_POLL_MS).toBe(300_000);
    expect(systemMessagesQueryOptions().refetchInterval).toBe(SYSTEM_MESSAGES_POLL_MS);
  });
});
