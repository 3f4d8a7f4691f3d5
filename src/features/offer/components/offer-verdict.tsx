import { chileDayKey } from '@/lib/chile-time';

import { useOfferReview } from '../hooks/use-offer-review';
import { ReviewLines } from './review-lines';

/**
 * The check before sending, where an offer is sent (the extension's 'Postular', issue 40): the
 * verdict and what fails. It does not stop the sending; it says so plainly.
 */
export function OfferVerdict({
  companyId,
  codigo,
  budget,
  now = new Date(),
}: {
  companyId: number;
  codigo: string;
  budget: number | null;
  now?: Date;
}) {
  const { review, failure } = useOfferReview({
    companyId,
    codigo,
    budget,
    today: chileDayKey(now)!,
  });
  let body;
  if (failure) body = <p className="text-sm text-muted-foreground">{failure}</p>;
  else if (!review) body = <p className="text-sm text-muted-foreground">Revisando la oferta…</p>;
  else if (review.lines.length === 0) {
    body = (
      <p className="text-sm text-muted-foreground">
        Esta compra no tiene bases adjuntas para revisar sus requisitos.
      </p>
    );
  } else {
    body = (
      <>
        <ReviewLines review={review} failingOnly />
        {!review.ready && (
          <p className="text-sm">
            Puedes enviarla igual, pero una oferta a la que le falta un requisito obligatorio puede
            quedar inadmisible.
          </p>
        )}
      </>
    );
  }
  return (
    <section aria-label="Revisión antes de enviar" className="flex flex-col gap-2">
      {body}
    </section>
  );
}
