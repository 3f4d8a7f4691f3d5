import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest, getErrorMessage } from '@/lib/api-client';
import { createOnce } from '@/lib/idempotency';
import { toast } from '@/lib/toast';
import { emailField } from '@/lib/validation/fields';

import { invitationLinkSchema, type InvitationLink } from './get-invitation-links';
import { teamKeys } from './team-keys';
import { TEAM_MESSAGES } from '../lib/team-messages';

/** A generic link: how many people may use it, 1 to 50. */
export const genericLinkInputSchema = z.object({
  maxCount: z
    .number({ error: TEAM_MESSAGES.maxCount })
    .int(TEAM_MESSAGES.maxCount)
    .min(1, TEAM_MESSAGES.maxCount)
    .max(50, TEAM_MESSAGES.maxCount),
});

/** A personal link: for one e-mail (the sign-in rule and its messages). */
export const personalLinkInputSchema = z.object({
  invitedUserEmail: emailField('El email es requerido', 'Ingrese un correo electrónico válido'),
});

export const createInvitationLinkInputSchema = z.union([
  genericLinkInputSchema,
  personalLinkInputSchema,
]);
export type CreateInvitationLinkInput = z.input<typeof createInvitationLinkInputSchema>;

export const createLinkResponseSchema = z.object({ data: invitationLinkSchema });

/**
 * POST /users/invitation-link?companyId: a generic link (maxCount uses) or a personal one. The
 * body goes as given: the server's own refusals (a use limit out of range) are its to say.
 */
export async function createInvitationLink(companyId: number, body: CreateInvitationLinkInput) {
  const response = await createOnce(
    `POST /users/invitation-link ${companyId}`,
    body,
    (idempotencyKey) =>
      apiRequest({
        method: 'POST',
        path: '/users/invitation-link',
        query: { companyId },
        body,
        schema: createLinkResponseSchema,
        timeout: 'user',
        idempotencyKey,
      }),
  );
  return response.data;
}

/** Generates a link, says so, and refreshes the active links; `onCreated` shows the new one. */
export function useCreateInvitationLink(
  companyId: number,
  { onCreated }: { onCreated: (link: InvitationLink) => void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateInvitationLinkInput) => createInvitationLink(companyId, body),
    onSuccess: async (link) => {
      onCreated(link);
      toast.success('Link generado', { description: 'Cópialo y compártelo con tu equipo.' });
      await queryClient.invalidateQueries({ queryKey: teamKeys.links(companyId) });
    },
    onError: (error) =>
      toast.error('No pudimos generar el link', { description: getErrorMessage(error) }),
  });
}
