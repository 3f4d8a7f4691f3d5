import { apiStream } from '@/lib/api-stream';

import { QUESTION_TEXTS, withMarkdownInstruction } from '../lib/prompts';
import {
  chatStreamEventSchema,
  type ChatSourceItem,
  type ChatStreamEvent,
  type Requirement,
} from './chat-schema';

/** What a streamed answer hands the chat, piece by piece. */
export type AnswerPiece =
  | { kind: 'checklist'; requirements: Requirement[] }
  | { kind: 'content'; text: string }
  | { kind: 'sources'; sources: ChatSourceItem[] };

export const STREAM_TEXTS = {
  unknownError: 'Error desconocido en el stream',
} as const;

/** An ERROR event of the stream (spec search §8): its `datos.message`, or the spec's default. */
export class ChatStreamError extends Error {
  override readonly name = 'ChatStreamError';
}

/**
 * POST {core}/chat/question/stream { pregunta, token } (decision 0017): the answer as it is
 * written. The question goes with the markdown instruction (spec search §4). Pieces without
 * content are skipped (§8); an ERROR event throws with its message; cancelling with `signal` is
 * the silent AbortError of the one request path, and the 180 s limit is each silence's.
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
    schema: chatStreamEventSchema,
    idleTimeout: 'aiChat',
    signal,
  });
  yield* readAnswerEvents(events);
}

/** The chat's reading of `{tipo, datos}` events; the supervision assistant reads the same. */
export async function* readAnswerEvents(
  events: AsyncIterable<ChatStreamEvent>,
): AsyncGenerator<AnswerPiece, void, undefined> {
  for await (const { tipo, datos } of events) {
    if (tipo.toUpperCase() === 'ERROR') {
      throw new ChatStreamError(datos?.message?.trim() || STREAM_TEXTS.unknownError);
    }
    if (datos?.fuentes) yield { kind: 'sources', sources: datos.fuentes };
    if (datos?.requisitos) yield { kind: 'checklist', requirements: datos.requisitos };
    if (datos?.content) yield { kind: 'content', text: datos.content };
  }
}
