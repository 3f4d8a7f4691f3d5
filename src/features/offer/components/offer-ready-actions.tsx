import { ListChecksIcon } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import type { OpportunityDetail } from '@/entities/opportunity/api/opportunity-schema';

import { OfferPackageButton } from './offer-package-button';
import { OfferReviewDialog } from './offer-review-dialog';

export type OfferDetail = Pick<
  OpportunityDetail,
  'codigo' | 'nombre' | 'comprador' | 'items' | 'monto'
>;

/** 'Revisar antes de enviar' and 'Descargar paquete de oferta (.zip)', under the requirements. */
export function OfferReadyActions({
  companyId,
  detail,
  today,
  generatedOn,
}: {
  companyId: number;
  detail: OfferDetail;
  today: string;
  generatedOn: string;
}) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <div className="flex flex-wrap items-start gap-2">
      <Button
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <ListChecksIcon aria-hidden /> Revisar antes de enviar
      </Button>
      <OfferPackageButton
        companyId={companyId}
        detail={detail}
        today={today}
        generatedOn={generatedOn}
      />
      {requested && (
        <OfferReviewDialog
          open={open}
          onOpenChange={setOpen}
          subject={{ companyId, codigo: detail.codigo, budget: detail.monto, today }}
        />
      )}
    </div>
  );
}
