import { defineArea } from '../../core/area';
import type { UploadRecords } from './records';

/**
 * Company configuration's uploads: logos, price lists, executive lists and the tag lists derived
 * from price lists (decision 0020). The seed has none. Version 1: first version.
 */
export const uploadsArea = defineArea<UploadRecords>({
  name: 'uploads',
  version: 1,
  sequences: ['companyFiles'],
  dependsOn: ['accounts'],
  seed: () => ({ companyFiles: [] }),
});
