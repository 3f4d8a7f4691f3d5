import {
  Building2Icon,
  ChevronsUpDownIcon,
  GemIcon,
  LifeBuoyIcon,
  LogOutIcon,
  UserIcon,
  UsersIcon,
} from 'lucide-react';
import { Link } from 'react-router-dom';

import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { SidebarMenuButton, useSidebar } from '@/components/ui/sidebar';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/entities/user/hooks/use-current-user';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { getInitials } from '@/lib/initials';

/** Footer user menu (decision 0006): initials, the name or 'Perfil', and the account items. */
export function NavUser() {
  const user = useCurrentUser();
  const logout = useLogout();
  const { isMobile, setOpenMobile } = useSidebar();
  const name = user.name.trim() || 'Perfil';
  const close = () => setOpenMobile(false);

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <SidebarMenuButton
          className="h-12 group-data-[collapsible=icon]:size-8! group-data-[collapsible=icon]:p-0!"
          aria-label={`Menú de usuario: ${name}`}
        >
          <span
            aria-hidden
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
          >
            {getInitials(user.name)}
          </span>
          <span className="flex min-w-0 flex-1 flex-col text-left leading-tight group-data-[collapsible=icon]:hidden">
            <span className="truncate font-medium">{name}</span>
            {user.email && (
              <span className="truncate text-xs text-muted-foreground">{user.email}</span>
            )}
          </span>
          <ChevronsUpDownIcon
            className="ml-auto group-data-[collapsible=icon]:hidden"
            aria-hidden
          />
        </SidebarMenuButton>
      </DropdownMenuTrigger>
      <DropdownMenuContent side={isMobile ? 'top' : 'right'} align="end" className="w-60">
        <DropdownMenuLabel className="truncate">{name}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild onSelect={close}>
          <Link to={paths.dashboard.companySettings.getHref()}>
            <Building2Icon aria-hidden /> Configuración de empresa
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild onSelect={close}>
          <Link to={paths.dashboard.profile.getHref()}>
            <UserIcon aria-hidden /> Perfil
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild onSelect={close}>
          <Link to={paths.dashboard.team.getHref()}>
            <UsersIcon aria-hidden /> Equipo de trabajo
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild onSelect={close}>
          <Link to={paths.dashboard.plans.getHref()}>
            <GemIcon aria-hidden /> Planes
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild onSelect={close}>
          <Link to={paths.dashboard.help.getHref()}>
            <LifeBuoyIcon aria-hidden /> Ayuda
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={logout}>
          <LogOutIcon aria-hidden /> Cerrar sesión
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
