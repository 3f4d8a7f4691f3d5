import { Building2Icon } from 'lucide-react';

import { formatRut } from '@/lib/validation/rut';

import type { OpportunityDetail } from '@/entities/opportunity/api/opportunity-schema';
import { DetailFact } from './detail-fact';
import { DetailSection } from './detail-section';

/** 'Comprador': the buying body and unit, where it is, and who answers for the purchase. */
export function DetailBuyer({ detail }: { detail: OpportunityDetail }) {
  return (
    <DetailSection title="Comprador" icon={Building2Icon}>
      <dl className="grid gap-3 sm:grid-cols-2">
        <DetailFact label="Organismo">{detail.comprador.organismo}</DetailFact>
        <DetailFact label="Unidad de compra">{detail.comprador.unidad}</DetailFact>
        <DetailFact label="RUT de la unidad">{formatRut(detail.comprador.rutUnidad)}</DetailFact>
        <DetailFact label="Dirección">
          {detail.comprador.direccion}, {detail.comprador.comuna}
        </DetailFact>
        <DetailFact label="Región">{detail.comprador.region}</DetailFact>
        <DetailFact label="Responsable">
          {detail.responsable.nombre}
          <span className="block text-xs break-all text-muted-foreground">
            {detail.responsable.email}
          </span>
        </DetailFact>
      </dl>
    </DetailSection>
  );
}
