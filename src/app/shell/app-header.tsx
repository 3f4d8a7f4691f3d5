import { SidebarTrigger } from '@/components/ui/sidebar';
import {
  useCurrentCompany,
  useCurrentUser,
  useUserPermissions,
} from '@/entities/user/api/use-current-user';
import { TourButton } from '@/features/help/components/tour-button';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { SupervisionAssistantButton } from '@/features/supervision-assistant/components/supervision-assistant-button';

import { useRouteTitle } from '../route-handle';
import { CommandPaletteTrigger } from './command-palette/command-palette-trigger';
import { CompanyAvatar } from './company-avatar';
import { HEADER, HEADER_TITLE } from './frame';

export function AppHeader() {
  const title = useRouteTitle();
  const { companyId } = useCurrentCompany();
  const user = useCurrentUser();
  const { hasReceivablesAccess } = useUserPermissions();

  return (
    <header className={HEADER}>
      <SidebarTrigger />
      <div aria-hidden className="mx-1 h-5 w-px bg-border" />
      <h1 className={HEADER_TITLE}>{title}</h1>
      <CommandPaletteTrigger />
      {/* The intro-tour help button is for the allow-listed user only (decision 0022). */}
      {hasReceivablesAccess && <TourButton />}
      <SupervisionAssistantButton userId={user.id} />
      <NotificationBell companyId={companyId} />
      <CompanyAvatar />
    </header>
  );
}
