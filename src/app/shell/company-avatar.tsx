import { lazy, Suspense, useEffect, useId, useRef, useState, type FocusEvent } from 'react';

import { useCurrentCompany } from '@/entities/user/api/use-current-user';
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
 * The current company in the header (spec search §2): its logo or initials, with the extension's
 * state as a badge (spec access §4). It opens the company and extension details, with what to do
 * next and a link to the company's configuration; a click outside, Escape or leaving closes them.
 */
export function CompanyAvatar() {
  const { businessName, rut, logo } = useCurrentCompany();
  const { state } = useExtensionStatus();
  const [broken, setBroken] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const label = EXTENSION_STATE_TEXTS[state].label;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && !event.currentTarget.contains(next)) setOpen(false);
  };

  return (
    <div ref={rootRef} className="relative" onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        aria-label={`Empresa: ${businessName}. Extensión: ${label}`}
        title={`${businessName} · Extensión: ${label}`}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
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
      {open && (
        <Suspense fallback={null}>
          <CompanyPanel
            id={panelId}
            businessName={businessName}
            rut={rut}
            onNavigate={() => setOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
