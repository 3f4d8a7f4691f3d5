import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { PLAN_LIST } from '@/entities/plan/lib/plans';
import { PlanCard } from '@/entities/plan/components/plan-card';
import { useSubscriptionExpiry } from '@/lib/subscription-expiry';

export default function SubscriptionExpiredDialog() {
  const { expired, dismiss } = useSubscriptionExpiry();
  return (
    <Dialog open={expired} onOpenChange={(open) => !open && dismiss()}>
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle>Tu suscripción ha expirado</DialogTitle>
          <DialogDescription>
            Renueva tu plan para seguir buscando y siguiendo oportunidades en Mercado Público.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-4 md:grid-cols-3">
          {PLAN_LIST.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}
