import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';

import type { InvitationLink } from '../api/get-invitation-links';

/** The link a guest opens: this site's invitation screen for the token and the company. */
export const invitationUrl = (link: InvitationLink, companyId: number) =>
  `${window.location.origin}${paths.invitation.getHref(link.token, companyId)}`;

/** Puts a link on the clipboard and says whether it worked (the link itself when it did not). */
export async function copyInvitationUrl(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success('Link copiado', { description: 'Compártelo con quien quieras invitar.' });
  } catch {
    toast.error('No se pudo copiar el link', { description: text });
  }
}
