import type { MockTag, TagRecords } from './records';

/**
 * The tags area's seed: each seeded company's pipeline of tags, and the opportunities demo's and
 * the supervisor's companies have already tagged.
 */

const SEED_DATE = '2026-01-05T12:00:00.000Z';

/** The pipeline every company starts with: the tags the product suggests. */
export const SEED_TAGS = [
  { name: 'Postular', color: '#22c55e' },
  { name: 'Revisar bases', color: '#3b82f6' },
  { name: 'Descartada', color: '#ef4444' },
  { name: 'Seguimiento', color: '#8b5cf6' },
] as const;

type SeedTagName = (typeof SEED_TAGS)[number]['name'];

/**
 * Opportunities already tagged, by company, with codes of the seeded catalogue (a test checks
 * each one exists): demo's Comercial Andes SpA works hospital cleaning and office supplies (a
 * dozen opportunities, most of them among the results of 'servicio de aseo para hospitales en
 * Valparaíso'), the supervisor's companies security and green areas. Companies 4 and 5 have
 * tagged nothing yet.
 */
export const SEED_OPPORTUNITY_TAGS: Record<number, Partial<Record<SeedTagName, string[]>>> = {
  1: {
    Postular: ['6164-39-LP26', '1267-36-COT26', '3572-51-LE26', '4663-63-COT26'],
    'Revisar bases': ['9074-21-L126', '6164-39-LP26', '9145-53-LE26', '6164-43-L126'],
    Descartada: ['8696-3-COT26', '9391-36-COT26', '9197-28-COT26'],
    Seguimiento: ['6164-71-COT26', '8911-30-COT26', '3572-51-LE26'],
  },
  2: { Postular: ['5655-5-L126'], 'Revisar bases': ['8554-5-LR26'] },
  3: { 'Revisar bases': ['5501-6-LE26'] },
};

/** Companies 1 to 5 (the seeded ones) each get the four tags, in order: ids 1-4, 5-8, … */
const SEEDED_COMPANY_IDS = [1, 2, 3, 4, 5];

export function seedTags(): TagRecords {
  const tags: MockTag[] = SEEDED_COMPANY_IDS.flatMap((companyId, companyIndex) =>
    SEED_TAGS.map(({ name, color }, index) => ({
      id: companyIndex * SEED_TAGS.length + index + 1,
      companyId,
      name,
      color,
      receiveNotifications: false,
      createdAt: SEED_DATE,
    })),
  );
  const opportunityTags = Object.entries(SEED_OPPORTUNITY_TAGS).flatMap(([companyId, byName]) =>
    Object.entries(byName).flatMap(([name, codes]) => {
      const tag = tags.find(
        (entry) => entry.companyId === Number(companyId) && entry.name === name,
      )!;
      return codes.map((opportunityCode) => ({
        tagId: tag.id,
        opportunityCode,
        createdAt: SEED_DATE,
      }));
    }),
  );
  return { tags, opportunityTags };
}
