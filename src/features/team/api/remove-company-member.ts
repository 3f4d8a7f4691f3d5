import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { companyUsersQueryOptions } from '@/entities/company-users/api/get-company-users';
import { apiRequest, getErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';

import { teamKeys } from './team-keys';
import { messageResponseSchema } from './team-response-schema';

/** The member's user id. */
export const removeCompanyMemberInputSchema = z.number().int().positive();

/** DELETE /users/company-member/{userId}?companyId: not yourself, not the owner. */
export async function removeCompanyMember(companyId: number, userId: number) {
  const memberId = removeCompanyMemberInputSchema.parse(userId);
  await apiRequest({
    method: 'DELETE',
    path: `/users/company-member/${memberId}`,
    query: { companyId },
    schema: messageResponseSchema,
    timeout: 'user',
  });
}

/** Removes a member, says so, and refreshes the guests and the company's people. */
export function useRemoveCompanyMember(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => removeCompanyMember(companyId, id),
    onSuccess: async () => {
      toast.success('Integrante quitado');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: teamKeys.guestsAll(companyId) }),
        queryClient.invalidateQueries({ queryKey: companyUsersQueryOptions(companyId).queryKey }),
      ]);
    },
    onError: (error) =>
      toast.error('No pudimos quitar al integrante', { description: getErrorMessage(error) }),
  });
}
