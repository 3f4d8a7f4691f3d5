import { defineArea } from '../../core/area';
import type { OfferRecords } from './records';
import { seedOffers } from './seed';

/** The anexos filled for an offer (issue 40, decision 0035). Version 1: first version. */
export const offersArea = defineArea<OfferRecords>({
  name: 'offers',
  version: 1,
  sequences: [],
  dependsOn: ['accounts'],
  seed: seedOffers,
});
