import type { OpportunityDetail } from '@/entities/opportunity/api/opportunity-schema';

import type { AnnexKind, OfferDraft } from '../api/offer-schema';

/*
 * The filled anexos as PDF for the offer package (issue 40). Written against the anexos' PDF
 * writers (lib/annex-pdf.ts), which land with the anexos' branch.
 */
export type AnnexContext = {
  detail: Pick<OpportunityDetail, 'codigo' | 'nombre' | 'comprador' | 'items'>;
  draft: OfferDraft;
  advancedSignature: boolean;
};

export function packageAnnexPdf(annex: AnnexKind, context: AnnexContext): Promise<Blob> {
  return Promise.reject(
    new Error(`El anexo ${annex} de ${context.detail.codigo} aún no se genera en PDF.`),
  );
}
