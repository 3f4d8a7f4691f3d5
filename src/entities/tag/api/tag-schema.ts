import { z } from 'zod';

/**
 * Tags (spec search §3): a company's own labels for opportunities ('Postular', 'Revisar bases',
 * 'Descartada'). The id is a string in the app; a numeric id from the server is accepted.
 */
const tagId = z.union([z.string(), z.number()]).transform(String);

/** What an opportunity carries and a chip shows. */
export const tagChipSchema = z.object({
  id: tagId,
  name: z.string(),
  color: z.string(),
});

export type TagChip = z.output<typeof tagChipSchema>;

export const tagSchema = tagChipSchema.extend({
  receiveNotifications: z.boolean().default(false),
});

export type Tag = z.output<typeof tagSchema>;

/** GET /tags?companyId (and ?oportunity={code}): each tag with its selected flag. */
export const tagListResponseSchema = z.object({
  data: z.array(z.object({ tag: tagSchema, selected: z.boolean().default(false) })),
});

export type TagListItem = z.output<typeof tagListResponseSchema>['data'][number];
