import { lazy, Suspense, useState } from 'react';

import { Disclosure } from '@/components/blocks/disclosure';
import { useCurrentCompany } from '@/entities/user/hooks/use-current-user';
import {
  EXTENSION_STATE_TEXTS,
  useExtensionStatus,
} from '@/features/extension-bridge/model/extension-status';
import { cn } from '@/lib/cn';
import { getInitials } from '@/lib/initials';

// The details come with the first hover, focus or press, not with every page.
const loadPanel = () => import('./company-panel');
const CompanyPanel = lazy(loadPanel);

const BADGE: Record<keyof typeof EXTENSION_STATE_TEXTS, string> = {
  detecting: 'bg-muted-foreground animate-pulse',
  'not-installed': 'bg-destructive',
  'no-portal-session': 'bg-warning',
  connected: 'bg-success',
  unknown: 'bg-muted-foreground',
};

/**
 * The current company in the header (decision 0020): its logo or initials, with the extension's
 * state as a badge (decision 0021). It opens the company and extension details, with what to do
 * next and a link to the company's configuration; a click outside, Escape or leaving closes them.
 */
export function CompanyAvatar() {
  const { businessName, rut, logo } = useCurrentCompany();
  const { state } = useExtensionStatus();
  const [broken, setBroken] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const label = EXTENSION_STATE_TEXTS[state].label;

  return (
    <Disclosure
      open={open}
      onOpenChange={setOpen}
      trigger={(disclosure) => (
        <button
          {...disclosure}
          type="button"
          aria-label={`Empresa: ${businessName}. Extensión: ${label}`}
          title={`${businessName} · Extensión: ${label}`}
          onPointerEnter={() => void loadPanel()}
          onFocus={() => void loadPanel()}
          onClick={() => setOpen((value) => !value)}
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
        </button>
      )}
    >
      {(panelId) => (
        <Suspense fallback={null}>
          <CompanyPanel
            id={panelId}
            businessName={businessName}
            rut={rut}
            onNavigate={() => setOpen(false)}
          />
        </Suspense>
      )}
    </Disclosure>
  );
}
