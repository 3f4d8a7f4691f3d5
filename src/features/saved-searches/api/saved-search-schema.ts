import { z } from 'zod';

import { searchJsonSchema } from '@/lib/search-json';

/** The six e-mail notification times (decision 0008). */
export const NOTIFICATION_TIMES = ['08:00', '10:00', '12:00', '14:00', '16:00', '18:00'] as const;

export const notifyUserSchema = z.object({ id: z.number(), name: z.string(), email: z.string() });

export const savedSearchSchema = z.object({
  id: z.number(),
  name: z.string(),
  json_data: searchJsonSchema,
  sendEmail: z.boolean(),
  notificationTimes: z.array(z.string()),
  createdAt: z.string(),
  lastSentAt: z.string().nullable().optional(),
  isAdvancedSearch: z.boolean().optional(),
  company: z.object({ id: z.number(), business_name: z.string() }).nullable().optional(),
  notifyUsers: z.array(notifyUserSchema).default([]),
  email: z.string().nullable().optional(),
  emailNotification: z.boolean().optional(),
});

export type SavedSearch = z.output<typeof savedSearchSchema>;

export const savedSearchKeys = {
  all: ['saved-searches'] as const,
  list: () => [...savedSearchKeys.all, 'list'] as const,
};

/** What a create or an update answers: the stored search. */
export const savedSearchResponseSchema = z.object({
  message: z.string().optional(),
  data: savedSearchSchema,
});
