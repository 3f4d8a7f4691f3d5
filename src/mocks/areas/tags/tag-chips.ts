import type { z } from 'zod';

import type { tagChipSchema } from '@/entities/tag/api/tag-schema';

import { db } from '../../core/database';

type Chip = z.input<typeof tagChipSchema>;

/**
 * Every opportunity a company has tagged, by code, with the company's tags on it as chips (in
 * the order the tags were made). Search rows, the detail and the tagged-opportunities list all
 * carry them: tags belong to the company, so colleagues see the same chips.
 */
export function companyTagChips(companyId: number): Map<string, Chip[]> {
  const tags = new Map(
    db.state.tags.filter((tag) => tag.companyId === companyId).map((tag) => [tag.id, tag]),
  );
  const byCode = new Map<string, Chip[]>();
  const links = db.state.opportunityTags
    .filter((link) => tags.has(link.tagId))
    .sort((a, b) => a.tagId - b.tagId);
  for (const link of links) {
    const tag = tags.get(link.tagId)!;
    const chips = byCode.get(link.opportunityCode) ?? [];
    chips.push({ id: String(tag.id), name: tag.name, color: tag.color });
    byCode.set(link.opportunityCode, chips);
  }
  return byCode;
}
