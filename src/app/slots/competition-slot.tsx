import { SwordsIcon } from 'lucide-react';
import { Suspense, useState } from 'react';

import { CardSection } from '@/components/blocks/card';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { OpportunityDetail } from '@/entities/opportunity/api/opportunity-schema';
import { useCurrentCompany } from '@/entities/user/hooks/use-current-user';
import { usePrefetch } from '@/hooks/use-prefetch';
import { lazyComponent } from '@/lib/lazy-component';

/*
 * Where competition intelligence plugs into the opportunity detail (decision 0029): the section
 * loads its code and its data when the user opens it, so the detail's first screen downloads
 * nothing of it, and nothing below it moves unless asked (loading it when scrolled past pushed
 * the tags and documents down under the pointer).
 */
const OpportunityCompetition = lazyComponent(
  () => import('@/features/competition/components/opportunity-competition'),
  (module) => module.OpportunityCompetition,
);

function CompetitionSlot({ codigo }: { codigo: string }) {
  const { companyId } = useCurrentCompany();
  const [open, setOpen] = useState(false);
  // 'Ver la competencia' finds its code in: fetched ahead once the page is in use.
  usePrefetch([OpportunityCompetition.load]);
  return (
    <CardSection flow title="Competencia" icon={SwordsIcon} className="min-w-0">
      {open ? (
        <Suspense fallback={<Skeleton className="h-40" />}>
          <OpportunityCompetition companyId={companyId} codigo={codigo} />
        </Suspense>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted-foreground">
            Quién oferta por estos productos y a qué precios gana y pierde, en los procesos cerrados
            de los últimos 24 meses.
          </p>
          <Button variant="outline" onClick={() => setOpen(true)}>
            Ver la competencia
          </Button>
        </div>
      )}
    </CardSection>
  );
}

export function renderDetailCompetition(detail: OpportunityDetail) {
  return <CompetitionSlot codigo={detail.codigo} />;
}
