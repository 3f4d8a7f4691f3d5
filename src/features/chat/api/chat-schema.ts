import { z } from 'zod';

import { chatSourceSchema } from '@/lib/ai-events';

/** The document chat's calls (decision 0017). */

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
