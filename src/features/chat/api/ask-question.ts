import { ChatRequestError, requireAuthToken } from '@/lib/ai-errors';
import { aiEventSchema, readAnswerEvents, type AnswerPiece } from '@/lib/ai-events';
import { apiRequest, isApiError } from '@/lib/api-client';
import { apiStream } from '@/lib/api-stream';

import { QUESTION_TEXTS, withMarkdownInstruction } from '../lib/prompts';
import { questionResponseSchema } from './chat-schema';

/** A server without the stream answers these to it: ask the whole answer instead. */
const NO_STREAM_STATUSES: ReadonlySet<number> = new Set([404, 405, 501]);

const streamUnavailable = (error: unknown) =>
  isApiError(error) && error.type === 'HttpError' && NO_STREAM_STATUSES.has(error.status);

/**
 * The answer to a question (decision 0017): POST {core}/chat/question/stream { pregunta, token },
 * read as it is written. A server that has no stream (404, 405 or 501 before any event) is asked
 * the spec's POST {core}/chat/question instead, and its whole answer is handed over as one piece
 * and its sources. The question goes with the markdown instruction. Pieces without content are
 * skipped; an ERROR event throws with its message; cancelling with `signal` is the silent
 * AbortError of the one request path, and the 180 s limit is each silence's.
 */
export async function* askQuestion(
  { token, question }: { token: string | null | undefined; question: string },
  signal?: AbortSignal,
): AsyncGenerator<AnswerPiece, void, undefined> {
  if (!question.trim()) throw new ChatRequestError(QUESTION_TEXTS.empty);
  if (!token) throw new ChatRequestError(QUESTION_TEXTS.notInitialised);
  requireAuthToken();
  const body = { pregunta: withMarkdownInstruction(question), token };
  let started = false;
  try {
    const events = apiStream({
      service: 'core',
      path: '/chat/question/stream',
      body,
      schema: aiEventSchema,
      idleTimeout: 'aiChat',
      signal,
    });
    for await (const piece of readAnswerEvents(events)) {
      started = true;
      yield piece;
    }
  } catch (caught) {
    if (started || !streamUnavailable(caught)) throw caught;
    yield* askWhole(body, signal);
  }
}

/** POST {core}/chat/question { pregunta, token }: the whole answer and its sources at once. */
async function* askWhole(
  body: { pregunta: string; token: string },
  signal?: AbortSignal,
): AsyncGenerator<AnswerPiece, void, undefined> {
  const { data } = await apiRequest({
    service: 'core',
    method: 'POST',
    path: '/chat/question',
    body,
    schema: questionResponseSchema,
    timeout: 'aiChat',
    signal,
  });
  if (data.respuestas) yield { kind: 'content', text: data.respuestas };
  yield { kind: 'sources', sources: data.fuentes };
}
