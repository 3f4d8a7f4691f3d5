import { CheckIcon } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

import type { Plan } from '../api/plans';

export const SALES_EMAIL = 'ventas@oportuna.cl';

/** One plan as sold: name, price, what it includes and a 'Contactar' link to sales. */
export function PlanCard({ plan }: { plan: Plan }) {
  return (
    <section
      aria-label={`Plan ${plan.name}`}
      className="flex flex-col gap-3 rounded-lg border p-4 data-[popular=true]:border-primary data-[popular=true]:shadow-md"
      data-popular={plan.popular}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold">{plan.name}</h3>
        {plan.popular && <Badge>Más popular</Badge>}
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
