import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import { utmQueryOptions } from '@/entities/agile-purchase/api/get-utm';
import { isAgilePurchase } from '@/entities/agile-purchase/lib/agile-purchase-code';
import { companyDocumentsQueryOptions } from '@/entities/company-documents/api/get-company-documents';

import { offerDraftQueryOptions } from '../api/get-offer-draft';
import { requirementsQueryOptions } from '../api/get-requirements';
import { reviewOffer, type OfferReview } from '../lib/offer-review';

export type ReviewSubject = {
  companyId: number;
  codigo: string;
  /** The published budget in CLP (null when the buyer does not show it). */
  budget: number | null;
  /** Chile's day, 'YYYY-MM-DD'. */
  today: string;
};

/**
 * 'Revisar antes de enviar' from the cache: the requirements, the vault, the saved anexos and,
 * for an agile purchase, the UTM. A UTM that cannot be read leaves the cap unchecked (said).
 */
export function useOfferReview({ companyId, codigo, budget, today }: ReviewSubject) {
  const agilePurchase = isAgilePurchase(codigo);
  const requirements = useQuery(requirementsQueryOptions(companyId, codigo));
  const documents = useQuery(companyDocumentsQueryOptions(companyId));
  const draft = useQuery(offerDraftQueryOptions(companyId, codigo));
  const utm = useQuery({ ...utmQueryOptions(), enabled: agilePurchase });

  const utmSettled = !agilePurchase || utm.isSuccess || utm.isError;
  const review = useMemo<OfferReview | null>(() => {
    if (!requirements.data || !documents.data || draft.data === undefined || !utmSettled) {
      return null;
    }
    return reviewOffer({
      requirements: requirements.data,
      documents: documents.data,
      draft: draft.data,
      opportunity: { budget, agilePurchase },
      utmPesos: utm.data?.valor ?? null,
      today,
    });
  }, [
    requirements.data,
    documents.data,
    draft.data,
    utmSettled,
    utm.data,
    budget,
    agilePurchase,
    today,
  ]);

  let failure: string | null = null;
  if (requirements.isError) failure = 'No pudimos leer los requisitos de esta oportunidad.';
  else if (documents.isError) failure = 'No pudimos leer los documentos de la empresa.';
  else if (draft.isError) failure = 'No pudimos leer los anexos guardados.';

  const retry = () => {
    if (requirements.isError) void requirements.refetch();
    if (documents.isError) void documents.refetch();
    if (draft.isError) void draft.refetch();
  };
  return { review, failure, retry };
}
