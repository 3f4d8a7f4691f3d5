import { BellIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { Disclosure, DisclosurePanel } from '@/components/blocks/disclosure';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

import { useUnreadNotificationCount } from '../api/get-notifications';
import { bellLabel, formatBadgeCount } from '../lib/badge-count';

// The header is on every dashboard screen: the list's markup and the mark-read call come with
// the first opening (or hover), never with the first screen.
const loadDropdown = () => import('./notification-dropdown');
const NotificationDropdown = lazy(loadDropdown);

/**
 * The header's bell (decision 0016): the unread count as a badge; a click opens the first 3
 * notifications with 'Ver todas'; a click outside, Escape or focus leaving closes them; a click
 * on the bell while they are open goes to the notifications page.
 */
export function NotificationBell({ companyId }: { companyId: number }) {
  const count = useUnreadNotificationCount(companyId);
  const badge = formatBadgeCount(count);
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();

  return (
    <Disclosure
      open={open}
      onOpenChange={setOpen}
      trigger={(disclosure) => (
        <Button
          {...disclosure}
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={bellLabel(count)}
          onPointerEnter={() => void loadDropdown()}
          onFocus={() => void loadDropdown()}
          onClick={() => {
            if (!open) {
              setOpen(true);
              return;
            }
            setOpen(false);
            void navigate(paths.dashboard.notifications.getHref());
          }}
        >
          <BellIcon className="size-5" aria-hidden />
          {badge && (
            <span
              aria-hidden
              data-slot="notification-badge"
              className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[11px] leading-none font-semibold text-destructive-foreground tabular-nums ring-2 ring-card"
            >
              {badge}
            </span>
          )}
        </Button>
      )}
    >
      {(panelId) => (
        <DisclosurePanel
          id={panelId}
          role="region"
          aria-label="Notificaciones recientes"
          className="w-[min(24rem,calc(100vw-1.5rem))] overflow-hidden"
        >
          <Suspense
            fallback={
              <p role="status" className="px-4 py-6 text-center text-sm text-muted-foreground">
                Cargando notificaciones...
              </p>
            }
          >
            <NotificationDropdown companyId={companyId} onNavigate={() => setOpen(false)} />
          </Suspense>
        </DisclosurePanel>
      )}
    </Disclosure>
  );
}
