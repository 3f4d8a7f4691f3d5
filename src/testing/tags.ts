import type { MockTag } from '@/mocks/areas/tags/records';

import { db } from './mock-api';

export type TagRecord = Partial<Omit<MockTag, 'id' | 'name'>> & Pick<MockTag, 'id' | 'name'>;

/**
 * Replaces Comercial Andes SpA's tags (company 1, unless a record says otherwise) with these,
 * on no opportunity unless `on` names codes; other companies' tags stay. New tags get ids after
 * the largest one.
 */
export function putCompanyTags(records: (TagRecord & { on?: string[] })[]): MockTag[] {
  return db.write((state) => {
    const companyIds = new Set(records.map((record) => record.companyId ?? 1));
    companyIds.add(1);
    const dropped = new Set(
      state.tags.filter((tag) => companyIds.has(tag.companyId)).map((tag) => tag.id),
    );
    state.tags = state.tags.filter((tag) => !dropped.has(tag.id));
    state.opportunityTags = state.opportunityTags.filter((link) => !dropped.has(link.tagId));
    for (const { on = [], ...record } of records) {
      const tag: MockTag = {
        companyId: 1,
        color: '#3b82f6',
        receiveNotifications: false,
        createdAt: '2026-03-03T12:00:00.000Z',
        ...record,
      };
      state.tags.push(tag);
      for (const opportunityCode of on) {
        state.opportunityTags.push({
          tagId: tag.id,
          opportunityCode,
          createdAt: '2026-03-03T12:00:00.000Z',
        });
      }
    }
    return state.tags.filter((tag) => companyIds.has(tag.companyId));
  });
}

/** The names of company 1's tags on an opportunity, as the mock server stores them. */
export function storedTagNames(opportunityCode: string, companyId = 1) {
  return db.state.opportunityTags
    .filter((link) => link.opportunityCode === opportunityCode)
    .map((link) => db.state.tags.find((tag) => tag.id === link.tagId))
    .filter((tag) => tag?.companyId === companyId)
    .map((tag) => tag!.name);
}
