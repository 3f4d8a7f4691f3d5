import { defineArea } from '../../core/area';
import type { DocumentRecords } from './records';
import { seedDocuments } from './seed';

/**
 * The companies' document vaults (decision 0035): certificates, sworn statements, guarantees
 * and balance sheets an offer asks for. Version 1: first version. Dates are relative to the day
 * the area is seeded (Chile's calendar).
 */
export const documentsArea = defineArea<DocumentRecords>({
  name: 'documents',
  version: 1,
  sequences: ['companyDocuments'],
  dependsOn: ['accounts'],
  seed: () => seedDocuments(),
});
