import { describe, expect, it } from 'vitest';

import { createInvitationLink } from '@/features/team/api/create-invitation-link';
import { guestUsersQueryOptions } from '@/features/team/api/get-guest-users';
import { invitationLinksQueryOptions } from '@/features/team/api/get-invitation-links';
import { removeCompanyMember } from '@/features/team/api/remove-company-member';
import { revokeInvitationLink } from '@/features/team/api/revoke-invitation-link';
import { TEAM_MESSAGES } from '@/features/team/lib/team-messages';
import { createQueryClient } from '@/lib/react-query';

import { DEMO_ACCOUNTS, SEED_TEAM } from '../accounts/seed';
import { failure, signIn } from '@/testing/mock-handlers';

const { demo } = DEMO_ACCOUNTS;

describe('team calls', () => {
  it('lets the owner create, list and revoke links; a member can do none of it', async () => {
    await signIn(demo.email, demo.password);
    const link = await createInvitationLink(1, { maxCount: 3 });
    expect(link).toMatchObject({ maxCount: 3, usedCount: 0, invitedUserEmail: null });
    const personal = await createInvitationLink(1, { invitedUserEmail: 'Pedro.Soto@andes.cl' });
    expect(personal.invitedUserEmail).toBe('pedro.soto@andes.cl');
    let listed = await createQueryClient().fetchQuery(invitationLinksQueryOptions(1));
    expect(listed.canManage).toBe(true);
    expect(listed.links.map((entry) => entry.token)).toEqual(
      expect.arrayContaining([link.token, personal.token]),
    );
    await revokeInvitationLink(1, link.token);
    listed = await createQueryClient().fetchQuery(invitationLinksQueryOptions(1));
    expect(listed.links.map((entry) => entry.token)).not.toContain(link.token);
    const invalid = await failure(createInvitationLink(1, { maxCount: 0 }));
    expect(invalid.message).toBe(TEAM_MESSAGES.maxCount);

    await signIn(SEED_TEAM.joaquin.email, SEED_TEAM.joaquin.password);
    expect((await createQueryClient().fetchQuery(invitationLinksQueryOptions(1))).canManage).toBe(
      false,
    );
    const refused = await failure(createInvitationLink(1, { maxCount: 3 }));
    expect([refused.status, refused.message]).toEqual([403, TEAM_MESSAGES.notOwner]);
  });

  it('pages the guests by 5 and removes a member, never oneself', async () => {
    await signIn(demo.email, demo.password);
    const guests = (await createQueryClient().fetchQuery(guestUsersQueryOptions(1, 1)))!;
    expect(guests.data.length).toBeLessThanOrEqual(5);
    expect(guests.data.map((guest) => guest.name)).toContain('Joaquín Valdés');
    const self = await failure(removeCompanyMember(1, 1));
    expect(self.message).toBe(TEAM_MESSAGES.notYourself);
    const joaquin = guests.data.find((guest) => guest.name === 'Joaquín Valdés')!;
    await removeCompanyMember(1, joaquin.id);
    const after = (await createQueryClient().fetchQuery(guestUsersQueryOptions(1, 1)))!;
    expect(after.data.map((guest) => guest.name)).not.toContain('Joaquín Valdés');
  });
});
