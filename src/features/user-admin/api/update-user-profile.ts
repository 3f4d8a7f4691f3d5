import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest, getErrorMessage } from '@/lib/api-client';
import {
  ID_MESSAGES,
  requireId,
  runUserRequest,
  USER_SERVICE_MESSAGES,
} from '@/lib/service-errors';
import { toast } from '@/lib/toast';

import { globalUsersQueryOptions } from './get-global-users';

/** A user's plan, AI flag and profile, as staff set them (decision 0019). */
export const profileChangeSchema = z.object({
  id: z
    .number({ error: USER_SERVICE_MESSAGES.invalidPayload })
    .int(ID_MESSAGES.userId)
    .positive(ID_MESSAGES.userId),
  planId: z.number().int(),
  ia_subs_active: z.boolean(),
  profile: z.enum(['supervisor', 'admin']).nullable(),
});
export type ProfileChange = z.infer<typeof profileChangeSchema>;

/** The answer's inner code must be 200; anything else is a refusal with its message. */
export const superProfileResponseSchema = z.object({
  code: z.number(),
  message: z.string().optional(),
  data: z.unknown().optional(),
});

/** PATCH /users/super/profile?companyId: a user's plan, AI flag and profile (staff only). */
export async function updateUserProfile(companyId: number, change: ProfileChange) {
  const answer = await runUserRequest('updateProfile', () =>
    apiRequest({
      method: 'PATCH',
      path: '/users/super/profile',
      query: { companyId: requireId(companyId, ID_MESSAGES.companyId) },
      body: profileChangeSchema.parse(change),
      schema: superProfileResponseSchema,
      timeout: 'user',
    }),
  );
  if (answer.code !== 200) throw new Error(answer.message ?? 'No se pudo actualizar el usuario.');
  return answer;
}

/** Saves the change, says so with the user's name, refreshes the list, then `onSaved`. */
export function useUpdateUserProfile({
  companyId,
  userName,
  onSaved,
}: {
  companyId: number;
  userName: string;
  onSaved: () => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ProfileChange) => updateUserProfile(companyId, change),
    onSuccess: async () => {
      toast.success('Usuario actualizado', { description: userName });
      await queryClient.invalidateQueries({ queryKey: globalUsersQueryOptions().queryKey });
      onSaved();
    },
    onError: (error) =>
      toast.error('No pudimos actualizar el usuario', {
        description: getErrorMessage(error, error.message),
      }),
  });
}
