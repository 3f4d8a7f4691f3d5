import { useQuery } from '@tanstack/react-query';
import { SendIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { utmQueryOptions } from '@/entities/agile-purchase/api/get-utm';
import { capBlocker, checkAgileOffer } from '@/entities/agile-purchase/lib/cap';

import { useApplicationSending } from '../hooks/use-application-sending';
import { useOfferForm } from '../hooks/use-offer-form';
import type { ApplyItem, PriceLookup } from '../lib/offer-form';
import { ApplyProgress } from './apply-progress';
import { OfferAttachments } from './offer-attachments';
import { OfferLinesTable } from './offer-lines-table';
import { OfferTotals } from './offer-totals';

/**
 * 'Postular con la extensión' (issue 11): the offer's lines from the agile purchase's items, with
 * prices from the company's price list where it has them, a note and the files; sent through the
 * extension, then followed every 5 s for 2 minutes. A failure keeps everything prepared. The
 * total with VAT is measured against the 100 UTM cap, which it may not exceed, and the buyer's
 * budget (decision 0030).
 */
export function ApplyDialog({
  open,
  onOpenChange,
  codigo,
  nombre,
  items,
  budget,
  loadPrices,
  onSent,
  renderReview,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  codigo: string;
  nombre: string;
  items: readonly ApplyItem[];
  /** The buyer's available budget in CLP (null when it is not shown). */
  budget: number | null;
  loadPrices?: () => Promise<PriceLookup | null>;
  /** The portal took the offer: its total in CLP (the app records the bid). */
  onSent?: (offer: { total: number }) => void;
  /** The check before sending (issue 40), shown first: it informs, it does not block. */
  renderReview?: () => ReactNode;
}) {
  const offer = useOfferForm(items, loadPrices);
  const { phase, error, busy, submit, cancel } = useApplicationSending(codigo, onSent);
  const noteId = useId();
  const utm = useQuery(utmQueryOptions());
  const check = checkAgileOffer({
    netPesos: offer.total,
    utmPesos: utm.data?.valor ?? null,
    budgetPesos: budget,
  });

  return (
    <Dialog open={open} onOpenChange={(next) => (busy && !next ? undefined : onOpenChange(next))}>
      <DialogContent className="max-w-3xl sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Postular con la extensión</DialogTitle>
          <DialogDescription>
            {codigo} · {nombre}
          </DialogDescription>
        </DialogHeader>

        {phase.kind === 'form' ? (
          <div className="flex min-w-0 flex-col gap-4">
            {renderReview?.()}
            {offer.fromList > 0 && (
              <p className="text-sm text-muted-foreground">
                {offer.fromList === 1
                  ? 'Tomamos 1 precio de tu lista de precios.'
                  : `Tomamos ${offer.fromList} precios de tu lista de precios.`}{' '}
                Puedes cambiarlos.
              </p>
            )}
            <OfferLinesTable items={items} prices={offer.prices} onPrice={offer.setPrice} />
            <OfferTotals check={check} utm={utm.data} utmFailed={utm.isError} />
            <div className="flex flex-col gap-2">
              <label htmlFor={noteId} className="text-sm font-medium">
                Nota para el comprador (opcional)
              </label>
              <Textarea
                id={noteId}
                rows={2}
                value={offer.note}
                onChange={(event) => offer.setNote(event.target.value)}
              />
            </div>
            <OfferAttachments
              files={offer.files}
              error={offer.fileError}
              onAdd={offer.addFile}
              onRemove={offer.removeFile}
            />
            {error && (
              <p
                role="alert"
                className="rounded-lg border border-destructive/40 p-3 text-sm text-destructive"
              >
                {error}
              </p>
            )}
            <div className="flex justify-end gap-2">
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                Cerrar
              </Button>
              <Button onClick={() => void submit({ ...offer, blocker: capBlocker(check) })}>
                <SendIcon aria-hidden /> Enviar postulación
              </Button>
            </div>
          </div>
        ) : (
          <ApplyProgress
            phase={phase}
            error={error}
            onCancel={cancel}
            onClose={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
