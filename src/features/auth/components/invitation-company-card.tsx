import { Building2Icon } from 'lucide-react';

import { formatRut } from '@/lib/validation/rut';

import type { Invitation } from '../api/get-invitation';

/** The company the invitation is for: its logo (or an icon), name and RUT. */
export function InvitationCompanyCard({ invitation }: { invitation: Invitation }) {
  const { company } = invitation;
  return (
    <div className="flex items-center gap-4 rounded-xl border bg-muted/50 p-4">
      {company.logo ? (
        <img
          src={company.logo}
          alt={`Logo de ${company.business_name}`}
          className="size-14 rounded-lg object-contain"
        />
      ) : (
        <span className="flex size-14 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
          <Building2Icon className="size-7" aria-hidden />
        </span>
      )}
      <div className="min-w-0">
        <p className="truncate text-lg font-semibold">{company.business_name}</p>
        <p className="text-sm text-muted-foreground">RUT {formatRut(company.rut)}</p>
      </div>
    </div>
  );
}
