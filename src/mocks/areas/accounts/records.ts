import type { PlanId } from '@/entities/plan/lib/plans';

/**
 * The `accounts` area's records: users, companies, who belongs where and the signing secret.
 */

export type MockProfile = 'supervisor' | 'admin' | null;

/** Plans by id (1 básico, 2 pro, 3 empresa): the product's own list, one source for both. */
export type MockPlanId = PlanId;

export type MockUser = {
  id: number;
  name: string;
  email: string;
  passwordSalt: string;
  passwordHash: string;
  profile: MockProfile;
  planId: MockPlanId;
  iaSubsActive: boolean;
  emailVerified: boolean;
  registeredByGoogle: boolean;
  createdAt: string;
};

export type MockCompany = {
  id: number;
  /** Digits and K only, as the API receives it. */
  rut: string;
  businessName: string;
  logo: string | null;
  iaSubsActive: boolean;
  createdAt: string;
  /**
   * The agile purchases' profile (decision 0030): an EMT or not, and the region it works from;
   * absent or null until the company says.
   */
  emt?: boolean | null;
  region?: string | null;
};

export type MockMembership = {
  id: number;
  userId: number;
  companyId: number;
  role: 'owner' | 'member';
};

export type AccountRecords = {
  /** Signs this server's tokens; a reset makes every old token invalid, as on a real server. */
  secret: string;
  users: MockUser[];
  companies: MockCompany[];
  memberships: MockMembership[];
};
