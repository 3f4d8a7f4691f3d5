import { z } from 'zod';

/*
 * What the AI services stream: `data: {tipo, datos}` events, read the same way
 * by the document chat and the supervision assistant (decision 0017).
 */

/** A source of an answer: a passage of one of the documents, with its score (decision 0017). */
export const chatSourceSchema = z.object({
  archivo: z.string(),
  puntuacion: z.number(),
  texto: z.string(),
});

export type ChatSourceItem = z.output<typeof chatSourceSchema>;

/** A line of the requirements checklist, with the document and passage it came from (0017). */
export const requirementSchema = z.object({
  id: z.string(),
  categoria: z.string(),
  texto: z.string(),
  archivo: z.string(),
  pasaje: z.string(),
});

export type Requirement = z.output<typeof requirementSchema>;

/**
 * One server-sent event of a streamed answer, `data: {tipo, datos}` (decision 0017): a piece of
 * the answer, its sources, or an error. A message without content is allowed here and ignored by
 * the reader (decision 0017); an unknown kind is read as nothing to show.
 */
export const aiEventSchema = z.object({
  tipo: z.string(),
  datos: z
    .object({
      content: z.string().optional(),
      message: z.string().optional(),
      fuentes: z.array(chatSourceSchema).optional(),
      requisitos: z.array(requirementSchema).optional(),
    })
    .passthrough()
    .nullish(),
});

export type AiEvent = z.output<typeof aiEventSchema>;

/** What a streamed answer hands the chat, piece by piece. */
export type AnswerPiece =
  | { kind: 'checklist'; requirements: Requirement[] }
  | { kind: 'content'; text: string }
  | { kind: 'sources'; sources: ChatSourceItem[] };

export const STREAM_TEXTS = {
  unknownError: 'Error desconocido en el stream',
} as const;

/** An ERROR event of the stream (decision 0017): its `datos.message`, or the spec's default. */
export class ChatStreamError extends Error {
  override readonly name = 'ChatStreamError';
}

/** The reading of `{tipo, datos}` events: pieces of content, sources, a checklist, or the error. */
export async function* readAnswerEvents(
  events: AsyncIterable<AiEvent>,
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
