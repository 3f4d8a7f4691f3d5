import { Suspense } from 'react';

import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentCompany } from '@/entities/user/hooks/use-current-user';
import type { Period } from '@/lib/periods';
import { lazyNamed } from '@/lib/lazy-named';

/*
 * Where the bid decisions counted against their results plug into KPIs and Efectividad (decision
 * 0033). Each section's code loads with the page that shows it, after the page itself, so neither
 * page's first chunk carries it.
 */
const DecisionOutcomeStats = lazyNamed(
  () => import('@/features/bid-decision/components/decision-outcome-stats'),
  (module) => module.DecisionOutcomeStats,
);

const DecisionOutcomesSection = lazyNamed(
  () => import('@/features/bid-decision/components/decision-outcomes-section'),
  (module) => module.DecisionOutcomesSection,
);

function KpiDecisions({ period }: { period: Period }) {
  const { companyId } = useCurrentCompany();
  return (
    <Suspense fallback={<Skeleton className="h-36 rounded-xl" />}>
      <DecisionOutcomeStats companyId={companyId} period={period} />
    </Suspense>
  );
}

/** KPIs' 'Decisiones frente a resultados', for the page's period. */
export function renderKpiDecisions(period: Period) {
  return <KpiDecisions period={period} />;
}

function EffectivenessDecisions() {
  const { companyId } = useCurrentCompany();
  return (
    <Suspense fallback={<Skeleton className="h-64 rounded-xl" />}>
      <DecisionOutcomesSection companyId={companyId} />
    </Suspense>
  );
}

/** Efectividad's 'Decisiones y resultados'. */
export function renderEffectivenessDecisions() {
  return <EffectivenessDecisions />;
}
