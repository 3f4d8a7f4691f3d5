/**
 * The `invitations` area's records: the links that let someone join a company.
 */

export type MockInvitation = {
  token: string;
  companyId: number;
  invitedUserEmail: string | null;
  usedCount: number;
  maxCount: number;
  createdBy: number;
  expiresAt: string;
  /** When the owner generated it (seeded links have none). */
  createdAt?: string;
  /** Revoked by the owner: it no longer opens (decision 0018). */
  revoked?: boolean;
};

export type InvitationRecords = { invitations: MockInvitation[] };
