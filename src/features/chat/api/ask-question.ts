import { aiEventSchema, readAnswerEvents, type AnswerPiece } from '@/lib/ai-events';
import { apiStream } from '@/lib/api-stream';

import { QUESTION_TEXTS, withMarkdownInstruction } from '../lib/prompts';

/**
 * POST {core}/chat/question/stream { pregunta, token } (decision 0017): the answer as it is
 * written. The question goes with the markdown instruction. Pieces without content are skipped; an
 * ERROR event throws with its message; cancelling with `signal` is the silent AbortError of the one
 * request path, and the 180 s limit is each silence's.
 */
export async function* askQuestion(
  { token, question }: { token: string | null | undefined; question: string },
  signal?: AbortSignal,
): AsyncGenerator<AnswerPiece, void, undefined> {
  if (!question.trim()) throw new Error(QUESTION_TEXTS.empty);
  if (!token) throw new Error(QUESTION_TEXTS.notInitialised);
  const events = apiStream({
    service: 'core',
    path: '/chat/question/stream',
    body: { pregunta: withMarkdownInstruction(question), token },
    schema: aiEventSchema,
    idleTimeout: 'aiChat',
    signal,
  });
  yield* readAnswerEvents(events);
}
