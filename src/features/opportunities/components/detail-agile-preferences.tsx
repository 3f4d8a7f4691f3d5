import { useQuery } from '@tanstack/react-query';
import { CircleCheckIcon, CircleHelpIcon, CircleXIcon, HandshakeIcon } from 'lucide-react';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import {
  preferenceVerdicts,
  type PreferenceVerdict,
} from '@/entities/agile-purchase/lib/preferences';
import { companyProfileQueryOptions } from '@/entities/company-profile/api/get-company-profile';
import type { OpportunityDetail } from '@/entities/opportunity/api/opportunity-schema';
import { useCurrentCompany } from '@/entities/user/hooks/use-current-user';
import { cn } from '@/lib/cn';

import { DetailSection } from './detail-section';

const VERDICT_ICONS = {
  cumple: CircleCheckIcon,
  'no-cumple': CircleXIcon,
  'sin-perfil': CircleHelpIcon,
} as const;

function Preference({
  title,
  verdict,
  text,
}: {
  title: string;
  verdict: PreferenceVerdict;
  text: string;
}) {
  const Icon = VERDICT_ICONS[verdict];
  return (
    <li className="flex gap-2">
      <Icon
        aria-hidden
        className={cn(
          'mt-0.5 size-4 shrink-0',
          verdict === 'cumple' && 'text-success',
          verdict === 'no-cumple' && 'text-destructive',
          verdict === 'sin-perfil' && 'text-muted-foreground',
        )}
      />
      <div>
        <p className="font-medium">{title}</p>
        <p className="text-muted-foreground">
          {text}
          {verdict === 'sin-perfil' && (
            <>
              {' '}
              <Link
                to={paths.dashboard.companySettings.getHref()}
                className="font-medium text-primary hover:underline"
              >
                Completar el perfil de la empresa
              </Link>
            </>
          )}
        </p>
      </div>
    </li>
  );
}

/**
 * 'Preferencias de la compra ágil' (decision 0030): whether the buyer gives priority to small
 * (EMT) or local suppliers, and whether the company qualifies, by its profile (EMT, region).
 */
export function DetailAgilePreferences({
  detail,
  preferences,
}: {
  detail: OpportunityDetail;
  preferences: { emt: boolean; local: boolean };
}) {
  const { companyId } = useCurrentCompany();
  const profile = useQuery(companyProfileQueryOptions(companyId));
  const buyerRegion = detail.comprador.region;
  const verdicts = preferenceVerdicts(preferences, profile.data, buyerRegion);
  const ownRegion = profile.data?.region;
  return (
    <DetailSection title="Preferencias de la compra ágil" icon={HandshakeIcon}>
      {!preferences.emt && !preferences.local ? (
        <p className="text-sm text-muted-foreground">
          Esta compra ágil no da prioridad a empresas de menor tamaño ni a proveedores locales.
        </p>
      ) : profile.isPending ? (
        <p className="text-sm text-muted-foreground" role="status">
          Revisando el perfil de tu empresa…
        </p>
      ) : (
        <ul className="flex flex-col gap-3 text-sm">
          {verdicts.emt && (
            <Preference
              title="Prioriza a empresas de menor tamaño (EMT)"
              verdict={verdicts.emt}
              text={
                verdicts.emt === 'cumple'
                  ? 'Calificas: tu empresa es EMT.'
                  : verdicts.emt === 'no-cumple'
                    ? 'No calificas: tu empresa no es EMT.'
                    : 'No sabemos si tu empresa es EMT.'
              }
            />
          )}
          {verdicts.local && (
            <Preference
              title={`Prioriza a proveedores de la ${buyerRegion}`}
              verdict={verdicts.local}
              text={
                verdicts.local === 'cumple'
                  ? 'Calificas: tu empresa está en esa región.'
                  : verdicts.local === 'no-cumple'
                    ? `No calificas: tu empresa está en la ${ownRegion}.`
                    : 'No sabemos en qué región está tu empresa.'
              }
            />
          )}
        </ul>
      )}
    </DetailSection>
  );
}
