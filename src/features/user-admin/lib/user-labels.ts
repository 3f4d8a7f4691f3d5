import { PLANS, type PlanId } from '@/entities/plan/lib/plans';

/** A user's plan as staff read it; no plan, or one no longer sold, is 'Sin plan'. */
export const planName = (id: number | null) =>
  id && id in PLANS ? PLANS[id as PlanId].name : 'Sin plan';

const PROFILE_NAMES: Record<string, string> = { supervisor: 'Supervisor', admin: 'Administrador' };

/** A user's profile as staff read it; no profile is a plain 'Usuario'. */
export const profileName = (profile: string | null) =>
  profile ? (PROFILE_NAMES[profile] ?? profile) : 'Usuario';
