import type { OpportunityDetail } from '@/entities/opportunity/api/opportunity-schema';

import type { AnnexKind, OfferDraft } from '../api/offer-schema';

/*
 * The saved anexos as PDF for the offer package (issue 40): the anexos' own writers
 * (lib/annex-pdf.ts, fetched on the press), with what was saved for the opportunity.
 */
export type AnnexContext = {
  detail: Pick<OpportunityDetail, 'codigo' | 'nombre' | 'comprador' | 'items'>;
  draft: OfferDraft;
};

export async function packageAnnexPdf(
  annex: AnnexKind,
  { detail, draft }: AnnexContext,
): Promise<Blob> {
  const pdf = await import('./annex-pdf');
  const opportunity = {
    codigo: detail.codigo,
    nombre: detail.nombre,
    comprador: detail.comprador.organismo,
  };
  const signed = draft.advancedSignatureReady;
  if (annex === 'identificacion') {
    return pdf.buildIdentificationPdf(opportunity, draft.identificacion, signed);
  }
  if (annex === 'declaracion') {
    return pdf.buildDeclarationPdf(
      opportunity,
      { ...draft.identificacion, ...draft.declaracion },
      signed,
    );
  }
  const { businessName, rut, legalRepresentative } = draft.identificacion;
  const lines = draft.economica.lines.map((line) => {
    const item = detail.items.find((candidate) => candidate.correlativo === line.correlative);
    return {
      ...line,
      name: item?.nombre ?? `Ítem ${line.correlative}`,
      unit: item?.unidad ?? '',
    };
  });
  return pdf.buildEconomicOfferPdf(
    opportunity,
    {
      lines,
      validityDays: draft.economica.validityDays,
      businessName,
      rut,
      legalRepresentative,
    },
    signed,
  );
}
