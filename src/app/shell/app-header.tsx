import { BellIcon } from 'lucide-react';
import { Link } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { SidebarTrigger } from '@/components/ui/sidebar';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { paths } from '@/config/paths';

import { useRouteTitle } from '../route-handle';

export function AppHeader() {
  const title = useRouteTitle();

  return (
    <header className="sticky top-0 z-20 flex h-14 shrink-0 items-center gap-2 border-b bg-card/95 px-3 backdrop-blur supports-[backdrop-filter]:bg-card/80 sm:px-4">
      <SidebarTrigger />
      <div aria-hidden className="mx-1 h-5 w-px bg-border" />
      <h1 className="min-w-0 flex-1 truncate text-base font-semibold sm:text-lg">{title}</h1>
      <Tooltip>
        <TooltipTrigger asChild>
          <Button variant="ghost" size="icon" asChild>
            <Link to={paths.dashboard.notifications.getHref()} aria-label="Notificaciones">
              <BellIcon className="size-5" aria-hidden />
            </Link>
          </Button>
        </TooltipTrigger>
        <TooltipContent>Notificaciones</TooltipContent>
      </Tooltip>
    </header>
  );
}
