import { BookmarkIcon } from 'lucide-react';

import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { getPlan, PLAN_LIST } from '@/entities/plan/lib/plans';
import { PlanCard, SALES_EMAIL } from '@/entities/plan/components/plan-card';
import { useCurrentUser } from '@/entities/user/hooks/use-current-user';
import { useSavedSearches } from '@/features/saved-searches/api/get-saved-searches';

/**
 * /dashboard/planes: the three plans as sold (decisions 0006 and 0008), the user's own marked,
 * and what it allows today. Reached from the user menu and from every limit message.
 */
export function Component() {
  const user = useCurrentUser();
  const plan = getPlan(user.planId);
  const savedSearches = useSavedSearches();
  const used = savedSearches.data?.length;

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <section aria-labelledby="plan-actual" className="rounded-2xl border bg-card p-5 shadow-sm">
        <h2 id="plan-actual" className="text-lg font-semibold">
          {plan ? `Tu plan: ${plan.name}` : 'Tu plan'}
        </h2>
        {plan ? (
          <dl className="mt-4 grid gap-4 sm:grid-cols-2">
            <div className="flex flex-col gap-2">
              <dt className="flex items-center gap-2 text-sm text-muted-foreground">
                <BookmarkIcon className="size-4" aria-hidden /> Búsquedas guardadas
              </dt>
              <dd className="flex flex-col gap-2">
                {used === undefined ? (
                  savedSearches.isError ? (
                    <span className="text-sm text-muted-foreground">
                      No pudimos contar tus búsquedas guardadas.
                    </span>
                  ) : (
                    <Skeleton className="h-5 w-32" />
                  )
                ) : (
                  <>
                    <span className="font-medium">
                      {used} de {plan.savedSearchLimit} en uso
                    </span>
                    <Progress
                      value={Math.min(100, (used / plan.savedSearchLimit) * 100)}
                      aria-label={`Búsquedas guardadas: ${used} de ${plan.savedSearchLimit}`}
                    />
                  </>
                )}
              </dd>
            </div>
            <div className="flex flex-col gap-2">
              <dt className="text-sm text-muted-foreground">Incluye</dt>
              <dd className="text-sm">{plan.features.join(' · ')}</dd>
            </div>
          </dl>
        ) : (
          <p className="mt-2 text-sm text-muted-foreground">
            Tu cuenta no tiene un plan asignado. Escríbenos a{' '}
            <a className="font-medium text-primary underline" href={`mailto:${SALES_EMAIL}`}>
              {SALES_EMAIL}
            </a>{' '}
            para elegir uno.
          </p>
        )}
      </section>

      <section aria-labelledby="planes" className="flex flex-col gap-3">
        <h2 id="planes" className="text-lg font-semibold">
          Planes de Oportuna
        </h2>
        <p className="text-sm text-muted-foreground">
          Precios mensuales en UF. Para cambiar de plan, escríbenos desde el plan que te interesa.
        </p>
        <div className="grid gap-4 md:grid-cols-3">
          {PLAN_LIST.map((entry) => (
            <PlanCard key={entry.id} plan={entry} current={entry.id === plan?.id} />
          ))}
        </div>
      </section>
    </div>
  );
}
