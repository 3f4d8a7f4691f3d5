import { CopyIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/blocks/confirm-dialog';
import { formatChileDate } from '@/lib/format';

import type { InvitationLink } from '../api/get-invitation-links';
import { useRevokeInvitationLink } from '../api/revoke-invitation-link';
import { copyInvitationUrl, invitationUrl } from '../lib/invitation-url';

/** The active links: whom each is for, its uses and expiry; copy or revoke (after a confirm). */
export function InvitationLinksList({
  companyId,
  links,
}: {
  companyId: number;
  links: InvitationLink[];
}) {
  const revoke = useRevokeInvitationLink(companyId);
  return (
    <ul aria-label="Links activos" className="flex flex-col divide-y rounded-lg border text-sm">
      {links.map((link) => (
        <li
          key={link.token}
          className="flex flex-wrap items-center justify-between gap-2 px-3 py-2"
        >
          <div className="min-w-0">
            <p className="font-medium">
              {link.invitedUserEmail ? `Personal: ${link.invitedUserEmail}` : 'General'}
            </p>
            <p className="text-xs text-muted-foreground">
              Usado {link.usedCount} de {link.maxCount} · vence el {formatChileDate(link.expiresAt)}
            </p>
          </div>
          <div className="flex gap-2">
            <Button
              size="sm"
              variant="outline"
              onClick={() => void copyInvitationUrl(invitationUrl(link, companyId))}
            >
              <CopyIcon aria-hidden /> Copiar
            </Button>
            <ConfirmDialog
              trigger={(open) => (
                <Button
                  size="sm"
                  variant="outline"
                  className="text-destructive"
                  aria-label={`Revocar link ${link.invitedUserEmail ?? 'general'} (usado ${link.usedCount} de ${link.maxCount})`}
                  onClick={open}
                >
                  Revocar
                </Button>
              )}
              title="¿Revocar este link?"
              description="Quien lo tenga ya no podrá unirse con él. Esta acción no se puede deshacer."
              action="Sí, revocar"
              onConfirm={() => revoke.mutateAsync(link.token)}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
