import { Outlet } from 'react-router-dom';

import { SidebarInset, SidebarProvider } from '@/components/ui/sidebar';
import { useCurrentCompany, useUserPermissions } from '@/entities/user/hooks/use-current-user';
import { GlobalChatHost } from '@/features/chat/components/global-chat-host';
import { useExtensionDetection } from '@/features/extension-bridge/hooks/use-extension';
import { TourHost } from '@/features/help/components/tour-host';
import { useNavigationRouteGuard } from '@/features/opportunities/lib/navigation-store';
import { SystemMessages } from '@/features/system-messages/components/system-messages';
import { cn } from '@/lib/cn';

import { AppHeader } from './app-header';
import { AppSidebar } from './app-sidebar';
import { CONTENT } from './frame';

/** The dashboard shell: sidebar, header with the page title, and the page. */
export function Component() {
  // Previous/next state goes when the user leaves the results and their details.
  useNavigationRouteGuard();
  const { companyId } = useCurrentCompany();
  // The browser extension: detected once the page is up (decision 0021).
  useExtensionDetection();
  // Intro tours: shown once to the allow-listed user, restartable by anyone (decision 0022).
  const { hasReceivablesAccess } = useUserPermissions();
  return (
    <SidebarProvider>
      <a
        href="#contenido"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Saltar al contenido
      </a>
      <AppSidebar />
      <SidebarInset>
        <AppHeader />
        {/* The system's notices, above every page (decision 0016). */}
        <SystemMessages />
        <div id="contenido" tabIndex={-1} className={cn(CONTENT, 'outline-none')}>
          <Outlet />
        </div>
      </SidebarInset>
      {/* The document chat, once opened: its modal, panel or round button (decision 0017). */}
      <GlobalChatHost companyId={companyId} />
      <TourHost autoStart={hasReceivablesAccess} />
    </SidebarProvider>
  );
}
