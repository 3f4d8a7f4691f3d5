import type { ReactNode } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';

import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { OpportunityDetail } from '@/entities/opportunity/api/opportunity-schema';
import { formatCLP } from '@/lib/format';

import { ANNEX_LABELS } from '../api/offer-schema';
import type { AnnexesFormValues } from '../lib/annexes-form';
import { IVA_RATE_PERCENT, lineAmount, offerTotals } from '../lib/offer-totals';
import { AnnexFieldset } from './annex-fieldset';

type Item = OpportunityDetail['items'][number];

/** Another feature's suggested price for an item (the price list and the awarded prices). */
export type RenderSuggestedPrice = (item: Item) => ReactNode;

const numberOrZero = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/**
 * 'Oferta económica': each item of the opportunity with its quantity and the unit price offered
 * (net), the suggested price beside it, and the net, IVA and total as an invoice states them.
 */
export function EconomicOfferAnnex({
  form,
  items,
  renderSuggestedPrice,
  downloading,
  onDownload,
}: {
  form: UseFormReturn<AnnexesFormValues>;
  items: readonly Item[];
  renderSuggestedPrice?: RenderSuggestedPrice;
  downloading: boolean;
  onDownload: () => void;
}) {
  const errors = form.formState.errors.economica;
  const lines = useWatch({ control: form.control, name: 'economica.lines' });
  const priced = lines.map((line) => ({
    quantity: numberOrZero(line.quantity),
    unitPrice: numberOrZero(line.unitPrice),
  }));
  const totals = offerTotals(priced);
  return (
    <AnnexFieldset title={ANNEX_LABELS.economica} downloading={downloading} onDownload={onDownload}>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">Esta oportunidad no detalla productos.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {items.map((item, index) => {
            const lineErrors = errors?.lines?.[index];
            return (
              <li
                key={item.correlativo}
                className="grid gap-3 rounded-md border p-3 md:grid-cols-[minmax(0,1fr)_7rem_9rem_8rem]"
              >
                <div className="flex min-w-0 flex-col gap-1 text-sm">
                  <p className="font-medium break-words">
                    {item.correlativo}. {item.nombre}
                  </p>
                  {item.unidad && (
                    <p className="text-xs text-muted-foreground">Unidad: {item.unidad}</p>
                  )}
                  {renderSuggestedPrice && (
                    <div className="flex flex-col gap-0.5">
                      <span className="text-xs font-medium text-muted-foreground">
                        Precio sugerido
                      </span>
                      {renderSuggestedPrice(item)}
                    </div>
                  )}
                </div>
                <FormField
                  label={
                    <>
                      Cantidad<span className="sr-only"> del ítem {item.correlativo}</span>
                    </>
                  }
                  error={lineErrors?.quantity?.message}
                >
                  <Input
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step="any"
                    {...form.register(`economica.lines.${index}.quantity`, { valueAsNumber: true })}
                  />
                </FormField>
                <FormField
                  label={
                    <>
                      Precio unitario neto
                      <span className="sr-only"> del ítem {item.correlativo}</span>
                    </>
                  }
                  error={lineErrors?.unitPrice?.message}
                >
                  <Input
                    type="number"
                    inputMode="numeric"
                    min={0}
                    step={1}
                    {...form.register(`economica.lines.${index}.unitPrice`, {
                      valueAsNumber: true,
                    })}
                  />
                </FormField>
                <p className="flex flex-col gap-2 text-sm md:items-end">
                  <span className="font-medium">Total línea</span>
                  <span className="tabular-nums">
                    {formatCLP(lineAmount(priced[index] ?? { quantity: 0, unitPrice: 0 }))}
                  </span>
                </p>
              </li>
            );
          })}
        </ul>
      )}
      <dl className="ml-auto grid w-full max-w-xs grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        <dt>Total neto</dt>
        <dd className="text-right tabular-nums">{formatCLP(totals.net)}</dd>
        <dt>IVA ({IVA_RATE_PERCENT} %)</dt>
        <dd className="text-right tabular-nums">{formatCLP(totals.iva)}</dd>
        <dt className="font-semibold">Total con IVA</dt>
        <dd className="text-right font-semibold tabular-nums">{formatCLP(totals.total)}</dd>
      </dl>
      <FormField
        label="Validez de la oferta (días)"
        error={errors?.validityDays?.message}
        className="sm:max-w-56"
      >
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          {...form.register('economica.validityDays', { valueAsNumber: true })}
        />
      </FormField>
    </AnnexFieldset>
  );
}
