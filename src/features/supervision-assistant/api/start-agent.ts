import { z } from 'zod';

import { requireAuthToken } from '@/lib/ai-errors';
import { aiEventSchema, readAnswerEvents, type AnswerPiece } from '@/lib/ai-events';
import { apiRequest } from '@/lib/api-client';
import { apiStream } from '@/lib/api-stream';

/** POST {core}/chat-agent/iniciar's answer (decision 0017: the spec shows none). */
export const agentStartResponseSchema = z.object({
  data: z.object({
    usuario_id: z.number(),
    documentsProcessed: z.number().int().nonnegative(),
  }),
});

/**
 * POST {core}/chat-agent/iniciar { urls, usuario_id } (decision 0017): the supervision
 * assistant gets ready for this user. Without URLs the server reads what the user's companies
 * follow. Without a session token nothing is sent ('No hay token de autenticación disponible').
 */
export async function startAgent(
  { userId, urls = [] }: { userId: number; urls?: string[] },
  signal?: AbortSignal,
) {
  requireAuthToken();
  const response = await apiRequest({
    service: 'core',
    method: 'POST',
    path: '/chat-agent/iniciar',
    body: { urls, usuario_id: userId },
    schema: agentStartResponseSchema,
    timeout: 'aiChat',
    signal,
  });
  return response.data;
}

/**
 * POST {core}/chat-agent/conversar { usuario_id, mensaje } (decision 0017): the answer as
 * `data: {tipo, datos}` events, read as the document chat reads them.
 */
export async function* converse(
  { userId, message }: { userId: number; message: string },
  signal?: AbortSignal,
): AsyncGenerator<AnswerPiece, void, undefined> {
  requireAuthToken();
  yield* readAnswerEvents(
    apiStream({
      service: 'core',
      path: '/chat-agent/conversar',
      body: { usuario_id: userId, mensaje: message },
      schema: aiEventSchema,
      idleTimeout: 'aiChat',
      signal,
    }),
  );
}
