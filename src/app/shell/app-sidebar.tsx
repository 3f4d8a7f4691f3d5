import { ExternalLinkIcon } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
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
import { prefetchRoute } from '@/lib/route-prefetch';
import {
  useCurrentCompany,
  useCurrentUser,
  useUserPermissions,
} from '@/entities/user/hooks/use-current-user';

import { VersionInfo } from './changelog-dialog';
import {
  getNavGroups,
  isNavSection,
  NAV_GROUPS,
  type NavBadgeName,
  type NavGroup,
  type NavItem,
  type NavSectionName,
} from './nav-items';
import { NAV_REGISTRY, type NavRegistry } from './nav-registry';
import { NavUser } from './nav-user';

function isActive(pathname: string, href: string) {
  if (href === paths.dashboard.root.getHref()) return pathname === href;
  return pathname === href || pathname.startsWith(`${href}/`);
}

function NavLinkEntry({ item, badge }: { item: NavItem; badge?: ReactNode }) {
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
          {badge}
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
          // 'Búsquedas IA' clicked while already there reloads the page.
          if (item.href === paths.dashboard.root.getHref() && pathname === item.href) {
            event.preventDefault();
            window.location.reload();
          }
        }}
      >
        <Icon aria-hidden />
        <span>{item.title}</span>
        {badge}
      </Link>
    </SidebarMenuButton>
  );
}

function NavSection({
  registry,
  name,
  companyId,
}: {
  registry: NavRegistry;
  name: NavSectionName;
  companyId: number;
}) {
  const Section = registry.sections[name];
  return <Section companyId={companyId} />;
}

function NavBadge({
  registry,
  name,
  companyId,
}: {
  registry: NavRegistry;
  name: NavBadgeName;
  companyId: number;
}) {
  const Badge = registry.badges[name];
  return Badge ? <Badge companyId={companyId} /> : null;
}

export function AppSidebar({
  registry = NAV_REGISTRY,
  menu = NAV_GROUPS,
}: {
  registry?: NavRegistry;
  menu?: readonly NavGroup[];
}) {
  const user = useCurrentUser();
  const { companyId } = useCurrentCompany();
  const groups = getNavGroups(useUserPermissions(), menu);
  // The menu's pages, fetched ahead after what the screen itself offers (lib/prefetch.ts).
  const hrefs = groups
    .flatMap((group) => group.items)
    .flatMap((item) => (isNavSection(item) || item.external ? [] : [item.href]))
    .join(' ');
  useEffect(() => {
    for (const href of hrefs.split(' ')) prefetchRoute(href, 'later');
  }, [hrefs]);

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
      <SidebarContent className="py-2" data-tour="sidebar-menu">
        {groups.map((group, index) => (
          <SidebarGroup key={group.label ?? index} label={group.label}>
            <SidebarMenu>
              {group.items.map((item) =>
                isNavSection(item) ? (
                  <NavSection
                    key={item.section}
                    registry={registry}
                    name={item.section}
                    companyId={companyId}
                  />
                ) : (
                  <SidebarMenuItem key={item.href}>
                    <NavLinkEntry
                      item={item}
                      badge={
                        item.badge && (
                          <NavBadge registry={registry} name={item.badge} companyId={companyId} />
                        )
                      }
                    />
                  </SidebarMenuItem>
                ),
              )}
            </SidebarMenu>
          </SidebarGroup>
        ))}
      </SidebarContent>
      <SidebarFooter data-tour="sidebar-user">
        <NavUser />
        <VersionInfo canOpenChangelog={user.profile === 'supervisor'} />
      </SidebarFooter>
    </Sidebar>
  );
}
