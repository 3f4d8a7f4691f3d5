import type { OfferDraft } from '@/features/offer/api/offer-schema';

/**
 * The `offers` area's records: the anexos each company fills for an opportunity (issue 40,
 * decision 0035), one draft per company and opportunity code, replaced whole on each save.
 */

export type MockOfferDraft = Omit<OfferDraft, 'updatedAt'> & {
  companyId: number;
  codigo: string;
  updatedAt: string;
  /** Who saved it last. */
  updatedById: number;
};

export type OfferRecords = {
  offerDrafts: MockOfferDraft[];
};
