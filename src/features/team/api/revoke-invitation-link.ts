import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest, getErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';

import { teamKeys } from './team-keys';
import { messageResponseSchema } from './team-response-schema';

/** The link's token, as the active links list it. */
export const revokeInvitationLinkInputSchema = z.string().min(1);

/** DELETE /users/invitation-link/{token}?companyId: the link stops working at once. */
export async function revokeInvitationLink(companyId: number, token: string) {
  const checked = revokeInvitationLinkInputSchema.parse(token);
  await apiRequest({
    method: 'DELETE',
    path: `/users/invitation-link/${encodeURIComponent(checked)}`,
    query: { companyId },
    schema: messageResponseSchema,
    timeout: 'user',
  });
}

/** Revokes a link, says so, and refreshes the active links. */
export function useRevokeInvitationLink(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => revokeInvitationLink(companyId, token),
    onSuccess: async () => {
      toast.success('Link revocado');
      await queryClient.invalidateQueries({ queryKey: teamKeys.links(companyId) });
    },
    onError: (error) =>
      toast.error('No pudimos revocar el link', { description: getErrorMessage(error) }),
  });
}
