import { http } from 'msw';

import { systemMessagesResponseSchema } from '@/features/system-messages/api/get-system-messages';

import { db } from '../../core/database';
import { apiUrl, respond } from '../../core/http';
import { requireUser } from '../../core/session';

export const systemMessageHandlers = [
  /**
   * GET /messages (decision 0016): every message with its status, for any signed-in user; the
   * app shows only status 1. Without a valid token, 401.
   */
  http.get(apiUrl('/messages'), async ({ request }) => {
    await requireUser(request);
    return respond(systemMessagesResponseSchema, {
      data: db.state.systemMessages.map(({ id, message, color, status }) => ({
        id,
        message,
        color,
        status,
      })),
    });
  }),
];
