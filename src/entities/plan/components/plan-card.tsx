import { CheckIcon } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

import type { Plan } from '../lib/plans';

export const SALES_EMAIL = 'ventas@oportuna.cl';

/** One plan as sold: name, price, what it includes and a 'Contactar' link to sales. */
export function PlanCard({
  plan,
  current = false,
  headingLevel = 3,
}: {
  plan: Plan;
  /** The plan the user has today: marked as such. */
  current?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      aria-label={`Plan ${plan.name}`}
      className="flex flex-col gap-3 rounded-lg border p-4 data-[current=true]:ring-2 data-[current=true]:ring-primary/40 data-[popular=true]:border-primary data-[popular=true]:shadow-md"
      data-popular={plan.popular}
      data-current={current}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading className="font-semibold">{plan.name}</Heading>
        <div className="flex gap-1.5">
          {current && <Badge variant="outline">Tu plan actual</Badge>}
          {plan.popular && <Badge>Más popular</Badge>}
        </div>
      </div>
      <p className="text-xl font-bold">{plan.price}</p>
      <p className="text-xs text-muted-foreground">{plan.extra}</p>
      <ul className="flex flex-1 flex-col gap-1.5 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <CheckIcon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
            {feature}
          </li>
        ))}
      </ul>
      <Button asChild variant={plan.popular ? 'default' : 'outline'}>
        <a href={`mailto:${SALES_EMAIL}?subject=${encodeURIComponent(`Plan ${plan.name}`)}`}>
          Contactar
        </a>
      </Button>
    </section>
  );
}
