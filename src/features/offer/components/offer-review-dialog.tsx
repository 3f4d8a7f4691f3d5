import { LoadError } from '@/components/feedback/load-error';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';

import { useOfferReview, type ReviewSubject } from '../hooks/use-offer-review';
import { ReviewLines } from './review-lines';

/**
 * 'Revisar antes de enviar' (issue 40, decision 0035): the offer against its bases, line by line,
 * each failing one with a link to where it is fixed (the vault's page, the anexos' section).
 */
export function OfferReviewDialog({
  open,
  onOpenChange,
  subject,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  subject: ReviewSubject;
}) {
  const { review, failure, retry } = useOfferReview(subject);
  let body;
  if (failure) body = <LoadError message={failure} onRetry={retry} />;
  else if (!review) {
    body = (
      <div className="flex flex-col gap-2" aria-busy="true" aria-label="Revisando la oferta">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  } else body = <ReviewLines review={review} onFollow={() => onOpenChange(false)} />;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Revisar antes de enviar</DialogTitle>
          <DialogDescription>
            {subject.codigo} · los documentos se revisan al día del cierre
          </DialogDescription>
        </DialogHeader>
        {body}
      </DialogContent>
    </Dialog>
  );
}
