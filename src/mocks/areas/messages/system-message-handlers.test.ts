import { describe, expect, it } from 'vitest';

import { requestSystemMessages } from '@/features/system-messages/api/get-system-messages';
import { clearStoredSession } from '@/lib/session';

import { DEMO_ACCOUNTS } from '../accounts/seed';
import { publishSystemMessage, withdrawSystemMessage } from './system-message-rules';
import { failure, rawRequest, signIn } from '@/testing/mock-handlers';

const { demo } = DEMO_ACCOUNTS;

describe('mock API: GET /messages', () => {
  it('lists every message with its status; the seed has one withdrawn', async () => {
    await signIn(demo.email, demo.password);
    const seeded = await requestSystemMessages();
    expect(seeded).toHaveLength(1);
    expect(seeded[0]).toMatchObject({ id: '1', status: 0, color: 'amarillo' });

    const published = publishSystemMessage({ message: '  Mantención el sábado.  ', color: 'rojo' });
    expect(await requestSystemMessages()).toContainEqual({
      id: String(published.id),
      message: 'Mantención el sábado.',
      color: 'rojo',
      status: 1,
    });
    withdrawSystemMessage(published.id);
    expect(
      (await requestSystemMessages()).find((entry) => entry.id === String(published.id)),
    ).toMatchObject({ status: 0 });
  });

  it('answers 401 without a session', async () => {
    clearStoredSession();
    const error = await failure(rawRequest('GET', '/messages', undefined));
    expect(error.status).toBe(401);
  });
});
