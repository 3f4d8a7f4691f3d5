import { ExternalLinkIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';

import type { OpportunityDetail } from '@/entities/opportunity/api/opportunity-schema';

/** The public portal page of the tender or agile purchase (opens outside, without opener access). */
export function PortalLink({ detail }: { detail: OpportunityDetail }) {
  const href =
    detail.tipo === 'COT'
      ? `https://buscador.mercadopublico.cl/ficha?code=${encodeURIComponent(detail.codigo)}`
      : `https://www.mercadopublico.cl/Procurement/Modules/RFB/DetailsAcquisition.aspx?idlicitacion=${encodeURIComponent(detail.codigo)}`;
  return (
    <Button asChild variant="outline" size="sm">
      <a href={href} target="_blank" rel="noopener noreferrer">
        Ver en Mercado Público
        <ExternalLinkIcon aria-hidden />
        <span className="sr-only">(se abre en una pestaña nueva)</span>
      </a>
    </Button>
  );
}
