import { z } from 'zod';

/**
 * The document chat's answers (spec search §3, §7; the shapes the spec does not show are
 * decision 0017's). A source is a passage of one of the chat's documents with its score.
 */
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

/** POST {core}/chat?companyId { urls }: the chat the documents were read into. */
export const initChatResponseSchema = z.object({
  data: z.object({
    chatId: z.string(),
    token: z.string(),
    documentsProcessed: z.number().int().nonnegative(),
    totalDocuments: z.number().int().nonnegative(),
  }),
});

export type ChatSession = z.output<typeof initChatResponseSchema>['data'];

/** POST {core}/chat/question { pregunta, token }: the whole answer at once. */
export const questionResponseSchema = z.object({
  data: z.object({ respuestas: z.string(), fuentes: z.array(chatSourceSchema) }),
});

/**
 * One server-sent event of a streamed answer, `data: {tipo, datos}` (spec search §7): a piece of
 * the answer, its sources, or an error. A message without content is allowed here and ignored by
 * the reader (spec search §8); an unknown kind is read as nothing to show.
 */
export const chatStreamEventSchema = z.object({
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

export type ChatStreamEvent = z.output<typeof chatStreamEventSchema>;
