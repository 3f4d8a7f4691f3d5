import { ExternalLinkIcon } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';

import { Logo, LogoMark } from '@/components/brand/logo';
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  useSidebar,
} from '@/components/ui/sidebar';
import { paths } from '@/config/paths';
import type { User } from '@/features/auth/api/user-schema';
import { getCurrentCompanyId, isSupervisor } from '@/features/auth/api/user-schema';
import { SavedSearchesNav } from '@/features/saved-searches/components/saved-searches-nav';
import { HistoryNav } from '@/features/search-history/components/history-nav';
import { hasReceivablesAccess } from '@/features/auth/components/require-receivables-access';

import { VersionInfo } from './changelog-dialog';
import { getNavGroups, isNavSection, type NavItem } from './nav-items';
import { NavUser } from './nav-user';

function isActive(pathname: string, href: string) {
  if (href === paths.dashboard.root.getHref()) return pathname === href;
  return pathname === href || pathname.startsWith(`${href}/`);
}

function NavEntry({ item }: { item: NavItem }) {
  const { pathname } = useLocation();
  const { setOpenMobile } = useSidebar();
  const active = !item.external && isActive(pathname, item.href);
  const Icon = item.icon;

  if (item.external) {
    return (
      <SidebarMenuButton asChild tooltip={item.title}>
        <a href={item.href} target="_blank" rel="noopener noreferrer">
          <Icon aria-hidden />
          <span>{item.title}</span>
          <ExternalLinkIcon
            className="ml-auto size-3.5! opacity-60 group-data-[collapsible=icon]:hidden"
            aria-hidden
          />
          <span className="sr-only">(se abre en una pestaña nueva)</span>
        </a>
      </SidebarMenuButton>
    );
  }

  return (
    <SidebarMenuButton asChild isActive={active} tooltip={item.title}>
      <Link
        to={item.href}
        aria-current={active ? 'page' : undefined}
        onClick={(event) => {
          setOpenMobile(false);
          // Spec search §2: 'Búsquedas IA' clicked while already there reloads the page.
          if (item.href === paths.dashboard.root.getHref() && pathname === item.href) {
            event.preventDefault();
            window.location.reload();
          }
        }}
      >
        <Icon aria-hidden />
        <span>{item.title}</span>
      </Link>
    </SidebarMenuButton>
  );
}

export function AppSidebar({ user }: { user: User | undefined }) {
  const supervisor = isSupervisor(user);
  const companyId = getCurrentCompanyId(user);
  const groups = getNavGroups({
    isSupervisor: supervisor,
    hasReceivablesAccess: hasReceivablesAccess(user?.email),
  });

  return (
    <Sidebar label="Menú principal">
      <SidebarHeader className="h-14 justify-center border-b border-sidebar-border px-3 group-data-[collapsible=icon]:px-2">
        <Link
          to={paths.dashboard.root.getHref()}
          className="rounded-md focus-visible:ring-2 focus-visible:ring-sidebar-ring"
          aria-label="Oportuna: ir a Búsquedas IA"
        >
          <Logo className="group-data-[collapsible=icon]:hidden" />
          <LogoMark className="hidden group-data-[collapsible=icon]:block" />
        </Link>
      </SidebarHeader>
      <SidebarContent className="py-2">
        {groups.map((group, index) => (
          <SidebarGroup key={group.label ?? index} label={group.label}>
            <SidebarMenu>
              {group.items.map((item) =>
                isNavSection(item) ? (
                  item.section === 'saved-searches' ? (
                    <SavedSearchesNav key={item.section} companyId={companyId} />
                  ) : (
                    <HistoryNav key={item.section} companyId={companyId} />
                  )
                ) : (
                  <SidebarMenuItem key={item.href}>
                    <NavEntry item={item} />
                  </SidebarMenuItem>
                ),
              )}
            </SidebarMenu>
          </SidebarGroup>
        ))}
      </SidebarContent>
      <SidebarFooter>
        <NavUser user={user} />
        <VersionInfo canOpenChangelog={user?.profile === 'supervisor'} />
      </SidebarFooter>
    </Sidebar>
  );
}
