import { CheckIcon } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useSubscriptionExpiry } from '@/lib/subscription-expiry';

/** Spec search §9: the plans as sold (prices in UF per month). */
const PLANS = [
  {
    name: 'Básico',
    price: 'UF 3 / mes',
    extra: 'Usuario adicional UF 0,2',
    features: [
      'Hasta 5 búsquedas guardadas',
      'Seguimiento de oportunidades',
      'Notificaciones por correo',
    ],
  },
  {
    name: 'Pro',
    price: 'UF 8 / mes',
    extra: 'Usuario adicional UF 0,5',
    popular: true,
    features: [
      'Hasta 50 búsquedas guardadas',
      'Postulación a compras ágiles',
      'Precios desde tu lista de precios',
      'Búsqueda en documentos adjuntos',
    ],
  },
  {
    name: 'Empresa',
    price: 'Precio a convenir',
    extra: 'Incluye todo Pro',
    features: [
      'Portal de inteligencia de negocios',
      'Análisis de precios de convenio marco',
      'Robot de ofertas y de stock',
      'Asesoría en postulación a licitaciones',
    ],
  },
];

const CONTACT_EMAIL = 'ventas@oportuna.cl';

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
          {PLANS.map((plan) => (
            <section
              key={plan.name}
              aria-label={`Plan ${plan.name}`}
              className="flex flex-col gap-3 rounded-lg border p-4 data-[popular=true]:border-primary data-[popular=true]:shadow-md"
              data-popular={Boolean(plan.popular)}
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
                <a
                  href={`mailto:${CONTACT_EMAIL}?subject=${encodeURIComponent(`Plan ${plan.name}`)}`}
                >
                  Contactar
                </a>
              </Button>
            </section>
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}
