import { z } from 'zod';

/**
 * Tags (decision 0015): a company's own labels for opportunities ('Postular', 'Revisar bases',
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

/** The colour the tag modal shows for a missing or unreadable colour (decision 0015). */
export const TAG_MODAL_FALLBACK_COLOR = '#3b82f6';

/** The colour the tag service sends when none is given (decision 0015). */
export const TAG_SERVICE_DEFAULT_COLOR = '#6366f1';

/**
 * An opportunity's chips as the company's tags are now: a renamed or recoloured tag shows its
 * new name and colour, a deleted one is gone. Rows cached before the change (search results, the
 * navigation state) stay right this way. Without the list (still loading) the chips are as sent.
 */
export function resolveTagChips(
  chips: readonly TagChip[],
  current: readonly Pick<TagChip, 'id' | 'name' | 'color'>[] | undefined,
): TagChip[] {
  if (!current) return [...chips];
  const byId = new Map(current.map((tag) => [tag.id, tag]));
  return chips.flatMap((chip) => {
    const tag = byId.get(chip.id);
    return tag ? [{ id: tag.id, name: tag.name, color: tag.color }] : [];
  });
}
