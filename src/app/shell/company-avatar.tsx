import { Settings2Icon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { paths } from '@/config/paths';
import { useCurrentCompany } from '@/entities/user/api/use-current-user';
import { ExtensionPanel } from '@/features/extension-bridge/components/extension-panel';
import {
  EXTENSION_STATE_TEXTS,
  useExtensionStatus,
} from '@/features/extension-bridge/model/extension-status';
import { cn } from '@/lib/cn';
import { getInitials } from '@/lib/initials';
import { formatRut } from '@/lib/validation/rut';

const BADGE: Record<keyof typeof EXTENSION_STATE_TEXTS, string> = {
  detecting: 'bg-muted-foreground animate-pulse',
  'not-installed': 'bg-destructive',
  'no-portal-session': 'bg-warning',
  connected: 'bg-success',
  unknown: 'bg-muted-foreground',
};

/**
 * The current company in the header (spec search §2): its logo or initials, with the extension's
 * state as a badge (spec access §4). It opens the company and extension details, with what to do
 * next and a link to the company's configuration.
 */
export function CompanyAvatar() {
  const { businessName, rut, logo } = useCurrentCompany();
  const { state } = useExtensionStatus();
  const [broken, setBroken] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const label = EXTENSION_STATE_TEXTS[state].label;
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger
        aria-label={`Empresa: ${businessName}. Extensión: ${label}`}
        title={`${businessName} · Extensión: ${label}`}
        className="relative flex size-9 shrink-0 items-center justify-center rounded-full border bg-muted text-xs font-semibold text-muted-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40"
      >
        <span className="flex size-full items-center justify-center overflow-hidden rounded-full">
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
        </span>
        <span
          aria-hidden
          data-state={state}
          className={cn(
            'absolute -right-0.5 -bottom-0.5 size-3 rounded-full border-2 border-card',
            BADGE[state],
          )}
        />
      </PopoverTrigger>
      <PopoverContent align="end" className="w-80" aria-label="Empresa y extensión">
        <div className="flex flex-col gap-3">
          <div>
            <p className="font-semibold">{businessName}</p>
            <p className="text-xs text-muted-foreground">RUT {formatRut(rut)}</p>
          </div>
          <ExtensionPanel />
          <Link
            to={paths.dashboard.companySettings.getHref()}
            onClick={() => setOpen(false)}
            className="flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
          >
            <Settings2Icon aria-hidden className="size-4" /> Configuración de empresa
          </Link>
        </div>
      </PopoverContent>
    </Popover>
  );
}
