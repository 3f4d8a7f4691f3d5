import { SidebarTrigger } from '@/components/ui/sidebar';
import { announceMockControlsSlot } from '@/lib/mock-controls-slot';
import {
  useCurrentCompany,
  useCurrentUser,
  useUserPermissions,
} from '@/entities/user/hooks/use-current-user';
import { TourButton } from '@/features/help/components/tour-button';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { SupervisionAssistantButton } from '@/features/supervision-assistant/components/supervision-assistant-button';

import { useRouteTitle } from '../route-handle';
import { CommandPaletteTrigger } from './command-palette/command-palette-trigger';
import { CompanyAvatar } from './company-avatar';
import { HEADER, HEADER_TITLE } from './frame';

/**
 * With the mock API its button takes a place in the header (lib/mock-controls-slot.ts), so it
 * never floats over a page's own controls.
 */
function MockControlsSlot() {
  return (
    <div
      data-mock-controls-slot
      className="contents"
      ref={() => {
        announceMockControlsSlot();
        // Announced again once it is gone, so the button floats on a page without the header.
        return () => {
          window.setTimeout(announceMockControlsSlot);
        };
      }}
    />
  );
}

export function AppHeader() {
  const title = useRouteTitle();
  const { companyId } = useCurrentCompany();
  const user = useCurrentUser();
  const { hasReceivablesAccess } = useUserPermissions();

  return (
    <header className={HEADER}>
      <SidebarTrigger />
      <div aria-hidden className="mx-1 h-5 w-px bg-border max-sm:hidden" />
      <h1 className={HEADER_TITLE}>{title}</h1>
      <CommandPaletteTrigger />
      {__MOCK_API__ && <MockControlsSlot />}
      {/* The intro-tour help button is for the allow-listed user only (decision 0022). */}
      {hasReceivablesAccess && <TourButton />}
      <SupervisionAssistantButton userId={user.id} />
      <NotificationBell companyId={companyId} />
      <CompanyAvatar />
    </header>
  );
}
