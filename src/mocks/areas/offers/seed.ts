import type { OfferRecords } from './records';

/** No company has filled anexos yet: the demo fills them in the journey. */
export function seedOffers(): OfferRecords {
  return { offerDrafts: [] };
}
