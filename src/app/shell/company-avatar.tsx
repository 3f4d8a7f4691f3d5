import { useState } from 'react';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import { useCurrentCompany } from '@/entities/user/api/use-current-user';
import { getInitials } from '@/lib/initials';

/**
 * The current company in the header: its logo (or its initials), linking to its configuration.
 * The extension's state will sit on it (spec access §4; issue 11).
 */
export function CompanyAvatar() {
  const { businessName, logo } = useCurrentCompany();
  const [broken, setBroken] = useState<string | null>(null);
  return (
    <Link
      to={paths.dashboard.companySettings.getHref()}
      aria-label={`Empresa: ${businessName}. Configuración de empresa`}
      title={businessName}
      className="flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full border bg-muted text-xs font-semibold text-muted-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40"
    >
      {logo && broken !== logo ? (
        <img
          src={logo}
          alt=""
          className="size-full object-contain"
          onError={() => setBroken(logo)}
        />
      ) : (
        getInitials(businessName)
      )}
    </Link>
  );
}
