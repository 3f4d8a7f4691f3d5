import type { ReactNode } from 'react';

import {
  AGILE_CAP_UTM,
  VAT_PERCENT,
  type CapCheck,
  type Headroom,
} from '@/entities/agile-purchase/lib/cap';
import type { Utm } from '@/entities/agile-purchase/api/get-utm';
import { cn } from '@/lib/cn';
import { formatCLP } from '@/lib/format';

const percent = (value: number) =>
  `${value.toLocaleString('es-CL', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`;

/** The month a UTM value holds for: '2026-01-01' -> 'enero de 2026'. */
const utmMonth = (fecha: string) =>
  new Intl.DateTimeFormat('es-CL', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${fecha}T00:00:00Z`),
  );

function Row({ term, children, strong }: { term: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className={cn(!strong && 'text-muted-foreground')}>{term}</dt>
      <dd className={cn('text-right tabular-nums', strong && 'font-semibold')}>{children}</dd>
    </div>
  );
}

function LimitRow({
  term,
  headroom,
  overText,
}: {
  term: string;
  headroom: Headroom;
  overText: string;
}) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4">
      <dt className="text-muted-foreground">{term}</dt>
      <dd
        className={cn(
          'text-right tabular-nums',
          headroom.over ? 'font-medium text-destructive' : 'text-success',
        )}
      >
        {headroom.over
          ? `${overText} ${formatCLP(-headroom.pesos)}`
          : `Margen ${formatCLP(headroom.pesos)} (${percent(headroom.percent)})`}
      </dd>
    </div>
  );
}

/**
 * The offer's totals as the agile purchase measures them (decision 0030): net, 19 % VAT and the
 * total, then the room left under the 100 UTM cap and under the buyer's budget, in pesos and
 * per cent.
 */
export function OfferTotals({
  check,
  utm,
  utmFailed,
}: {
  check: CapCheck;
  utm: Utm | undefined;
  utmFailed: boolean;
}) {
  return (
    <section aria-label="Totales de la oferta" className="rounded-lg border p-3 text-sm">
      <dl className="flex flex-col gap-1">
        <Row term="Neto">{formatCLP(check.net)}</Row>
        <Row term={`IVA (${VAT_PERCENT} %)`}>{formatCLP(check.vat)}</Row>
        <Row term="Total con IVA" strong>
          {formatCLP(check.total)}
        </Row>
        {check.cap && utm && (
          <LimitRow
            term={`Tope de compra ágil: ${AGILE_CAP_UTM} UTM = ${formatCLP(check.cap.limit)} (UTM de ${utmMonth(utm.fecha)}: ${formatCLP(utm.valor)})`}
            headroom={check.cap}
            overText="Supera el tope por"
          />
        )}
        {check.budget && (
          <LimitRow
            term={`Presupuesto del comprador: ${formatCLP(check.budget.limit)}`}
            headroom={check.budget}
            overText="Supera el presupuesto por"
          />
        )}
      </dl>
      {utmFailed && (
        <p className="mt-2 text-muted-foreground">
          No pudimos obtener el valor de la UTM: revisa que el total con IVA no supere{' '}
          {AGILE_CAP_UTM} UTM.
        </p>
      )}
    </section>
  );
}
