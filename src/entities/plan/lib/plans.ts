/**
 * The plans as sold (decision 0006 on their texts, 0008 on the saved-search limits) and what
 * each allows. The one source for the plan cards, the saved-search limit the mock API enforces
 * and any later limit check.
 */

export type PlanTier = 'basic' | 'pro' | 'enterprise';

export type Plan = {
  /** The id the API uses: 1 básico, 2 pro, 3 empresa. */
  id: 1 | 2 | 3;
  tier: PlanTier;
  name: string;
  price: string;
  extra: string;
  savedSearchLimit: number;
  popular: boolean;
  features: readonly string[];
};

export type PlanId = Plan['id'];

export const PLANS: Record<PlanId, Plan> = {
  1: {
    id: 1,
    tier: 'basic',
    name: 'Básico',
    price: 'UF 3 / mes',
    extra: 'Usuario adicional UF 0,2',
    savedSearchLimit: 5,
    popular: false,
    features: [
      'Hasta 5 búsquedas guardadas',
      'Seguimiento de oportunidades',
      'Notificaciones por correo',
    ],
  },
  2: {
    id: 2,
    tier: 'pro',
    name: 'Pro',
    price: 'UF 8 / mes',
    extra: 'Usuario adicional UF 0,5',
    savedSearchLimit: 50,
    popular: true,
    features: [
      'Hasta 50 búsquedas guardadas',
      'Postulación a compras ágiles (requiere autorizar la integración con tu backoffice)',
      'Precios desde tu lista de precios',
      'Búsqueda en documentos adjuntos',
    ],
  },
  3: {
    id: 3,
    tier: 'enterprise',
    name: 'Empresa',
    price: 'A convenir',
    extra: 'Incluye todo Pro',
    savedSearchLimit: 50,
    popular: false,
    features: [
      'Portal de inteligencia de negocios',
      'Análisis de precios de convenio marco',
      'Robot de ofertas',
      'Robot de stock',
      'Marketing por correo electrónico',
      'Asesoría en postulación a licitaciones',
    ],
  },
};

export const PLAN_LIST: readonly Plan[] = [PLANS[1], PLANS[2], PLANS[3]];

export function isPlanId(value: unknown): value is PlanId {
  return value === 1 || value === 2 || value === 3;
}

/** The user's plan, or null for an id the product does not sell. */
export function getPlan(planId: number | null | undefined): Plan | null {
  return isPlanId(planId) ? PLANS[planId] : null;
}

/** The saved-search limit's message: básico is told how to get more, the others only the number. */
export function planLimitMessage(planId: PlanId) {
  const { name, savedSearchLimit, tier } = PLANS[planId];
  const base = `Tu plan ${name} permite hasta ${savedSearchLimit} búsquedas guardadas.`;
  return tier === 'basic' ? `${base} Mejora tu plan para guardar más.` : base;
}
