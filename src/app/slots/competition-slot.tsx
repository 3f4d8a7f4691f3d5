import { SwordsIcon } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';

import { CardSection } from '@/components/blocks/card';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { OpportunityDetail } from '@/entities/opportunity/api/opportunity-schema';
import { useCurrentCompany } from '@/entities/user/api/use-current-user';
import { useSeen } from '@/hooks/use-seen';

/*
 * Where competition intelligence plugs into the opportunity detail (decision 0029): its section
 * loads its code and its data only when scrolled to or opened, so the detail's first screen
 * downloads nothing of it.
 */
const OpportunityCompetition = lazy(() =>
  import('@/features/competition/components/opportunity-competition').then((module) => ({
    default: module.OpportunityCompetition,
  })),
);

function CompetitionSlot({ codigo }: { codigo: string }) {
  const { companyId } = useCurrentCompany();
  const ref = useRef<HTMLDivElement>(null);
  const seen = useSeen(ref);
  const [opened, setOpened] = useState(false);
  const show = seen || opened;
  return (
    <div ref={ref} className="min-w-0">
      <CardSection flow title="Competencia" icon={SwordsIcon}>
        {show ? (
          <Suspense fallback={<Skeleton className="h-40" />}>
            <OpportunityCompetition companyId={companyId} codigo={codigo} />
          </Suspense>
        ) : (
          <Button variant="outline" className="w-fit" onClick={() => setOpened(true)}>
            Ver la competencia
          </Button>
        )}
      </CardSection>
    </div>
  );
}

export function renderDetailCompetition(detail: OpportunityDetail) {
  return <CompetitionSlot codigo={detail.codigo} />;
}
