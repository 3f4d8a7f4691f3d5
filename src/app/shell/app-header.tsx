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

export function AppHeader() {
  const title = useRouteTitle();
  const { companyId } = useCurrentCompany();
  const user = useCurrentUser();
  const { hasReceivablesAccess } = useUserPermissions();

  return (
    <header className="sticky top-0 z-20 flex h-14 shrink-0 items-center gap-2 border-b bg-card/95 px-3 backdrop-blur supports-[backdrop-filter]:bg-card/80 sm:px-4">
      <SidebarTrigger />
      <div aria-hidden className="mx-1 h-5 w-px bg-border" />
      <h1 className="min-w-0 flex-1 truncate text-base font-semibold sm:text-lg">{title}</h1>
      <CommandPaletteTrigger />
      {/* The intro-tour help button is for the allow-listed user only (decision 0022). */}
      {hasReceivablesAccess && <TourButton />}
      <SupervisionAssistantButton userId={user.id} />
      <NotificationBell companyId={companyId} />
      <CompanyAvatar />
    </header>
  );
}
