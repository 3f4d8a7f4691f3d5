import { z } from 'zod';

import { searchJsonSchema } from '@/lib/search-json';

/** Spec search §9: the six e-mail notification times. */
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

/** Save payload (spec search §3); update also carries id. */
export const saveSearchInputSchema = z.object({
  name: z.string().trim().min(1, 'El nombre de la búsqueda es obligatorio.'),
  jsonData: searchJsonSchema,
  sendEmail: z.boolean(),
  notifyUserIds: z.array(z.number()),
  notificationTimes: z.array(z.enum(NOTIFICATION_TIMES)),
  companyId: z.number(),
});

export type SaveSearchInput = z.infer<typeof saveSearchInputSchema>;

export const updateSearchInputSchema = saveSearchInputSchema.extend({
  id: z.number({ error: 'Search ID is required for update' }),
});

export type UpdateSearchInput = z.infer<typeof updateSearchInputSchema>;
