import { defineArea } from '../../core/area';
import type { TagRecords } from './records';
import { seedTags } from './seed';

/**
 * Each company's tags and the opportunities they are on. Version 1: three tags per company.
 * Version 2: 'Seguimiento' added, demo's company on a dozen opportunities.
 */
export const tagsArea = defineArea<TagRecords>({
  name: 'tags',
  version: 2,
  sequences: ['tags'],
  dependsOn: ['accounts'],
  seed: seedTags,
});
