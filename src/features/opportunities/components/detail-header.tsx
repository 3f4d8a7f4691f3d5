import { AlertTriangleIcon } from 'lucide-react';

import { Card } from '@/components/blocks/card';
import { Badge } from '@/components/ui/badge';
import { closesWithin, formatChileDate, timeUntil } from '@/lib/format';

import type { OpportunityDetail } from '@/entities/opportunity/api/opportunity-schema';
import { isOpenForOffers, stateLabel } from '@/entities/opportunity/lib/opportunity-state';
import { formatAmount } from '../lib/amount';
import { DetailFact } from './detail-fact';
import { PortalLink } from './portal-link';

/** The detail's head: code, origin and state, the name, what it is, amount, closing, region. */
export function DetailHeader({ detail, now }: { detail: OpportunityDetail; now: Date }) {
  const closing = closesWithin(detail.fechaCierre, now);
  const isOpen = isOpenForOffers(detail, now);
  return (
    <Card as="header" className="flex flex-col gap-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary" className="font-mono">
          {detail.codigo}
        </Badge>
        <Badge variant="outline">{detail.procedencia}</Badge>
        <Badge variant={isOpen ? 'success' : 'secondary'}>{stateLabel(detail, now)}</Badge>
        {closing && (
          <Badge variant="warning">
            <AlertTriangleIcon aria-hidden />
            Cierra pronto
          </Badge>
        )}
      </div>
      <h2
        id="opportunity-title"
        className="text-xl leading-snug font-bold text-balance sm:text-2xl"
      >
        {detail.nombre}
      </h2>
      <p className="text-sm leading-relaxed text-muted-foreground">{detail.descripcion}</p>
      <dl className="grid gap-4 border-t pt-3 sm:grid-cols-3">
        <DetailFact label="Monto estimado">
          <span className="text-lg font-semibold tabular-nums">
            {formatAmount(detail.montoVisible ? detail.monto : null)}
          </span>
          {detail.moneda !== 'CLP' && detail.montoVisible && (
            <span className="block text-xs text-muted-foreground">
              Publicado en {detail.moneda}, convertido a pesos
            </span>
          )}
        </DetailFact>
        <DetailFact label="Cierre">
          <span className="font-medium">{formatChileDate(detail.fechaCierre, 'dateTime')}</span>
          <span
            className={
              closing
                ? 'block text-xs font-medium text-warning'
                : 'block text-xs text-muted-foreground'
            }
          >
            {timeUntil(detail.fechaCierre, now)}
          </span>
        </DetailFact>
        <DetailFact label="Región">{detail.region}</DetailFact>
      </dl>
      <div className="flex flex-wrap gap-2">
        <PortalLink detail={detail} />
      </div>
    </Card>
  );
}
