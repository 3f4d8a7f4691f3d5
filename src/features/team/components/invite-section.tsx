import { useState } from 'react';

import { CardSection } from '@/components/blocks/card';

import type { InvitationLink } from '../api/get-invitation-links';
import { CreatedLinkNotice } from './created-link-notice';
import { InvitationLinkForm } from './invitation-link-form';
import { InvitationLinksList } from './invitation-links-list';

/** The owner's invitations: the form that generates a link, the new link, the active ones. */
export function InviteSection({
  companyId,
  links,
}: {
  companyId: number;
  links: InvitationLink[];
}) {
  const [created, setCreated] = useState<InvitationLink | null>(null);
  return (
    <CardSection
      title="Invita a tu equipo"
      description="Genera un link para que tus colegas se unan a tu empresa en Oportuna."
    >
      <InvitationLinkForm companyId={companyId} onCreated={setCreated} />
      {created && <CreatedLinkNotice link={created} companyId={companyId} />}
      <h3 className="pt-2 text-sm font-semibold">Links activos</h3>
      {links.length === 0 ? (
        <p className="text-sm text-muted-foreground">No hay links activos.</p>
      ) : (
        <InvitationLinksList companyId={companyId} links={links} />
      )}
    </CardSection>
  );
}
