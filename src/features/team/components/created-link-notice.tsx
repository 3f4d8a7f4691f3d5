import { CopyIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';

import type { InvitationLink } from '../api/get-invitation-links';
import { copyInvitationUrl, invitationUrl } from '../lib/invitation-url';

/** The link just generated, in full, with a way to copy it. */
export function CreatedLinkNotice({
  link,
  companyId,
}: {
  link: InvitationLink;
  companyId: number;
}) {
  return (
    <div
      role="status"
      className="flex flex-col gap-2 rounded-lg border border-primary/40 bg-primary/5 p-3 text-sm"
    >
      <p className="font-medium">Tu link de invitación:</p>
      <code className="break-all">{invitationUrl(link, companyId)}</code>
      <div>
        <Button
          size="sm"
          variant="outline"
          onClick={() => void copyInvitationUrl(invitationUrl(link, companyId))}
        >
          <CopyIcon aria-hidden /> Copiar link
        </Button>
      </div>
    </div>
  );
}
