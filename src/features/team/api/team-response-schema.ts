import { z } from 'zod';

/** What revoking a link or removing a member answers: at most a message. */
export const messageResponseSchema = z.object({ message: z.string().optional() });
