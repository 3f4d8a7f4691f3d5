import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';

import { SidebarMenu, SidebarProvider } from '@/components/ui/sidebar';
import { Toaster } from '@/components/ui/sonner';
import { TooltipProvider } from '@/components/ui/tooltip';
import { createQueryClient } from '@/lib/react-query';

/**
 * Renders one component with what the app gives it, without the whole app: React Query, tooltips,
 * toasts, a memory router (links work and `router.state.location` tells where they went) and,
 * for a sidebar section, the sidebar context and list it lives in. Requests go to the shared
 * mock API (sign a seeded user in first with `signInAs`).
 */
export function renderWithProviders(
  ui: ReactNode,
  {
    url = '/dashboard',
    sidebar = false,
    routes = [],
  }: { url?: string; sidebar?: boolean; routes?: RouteObject[] } = {},
) {
  const queryClient = createQueryClient();
  const element = sidebar ? (
    <SidebarProvider>
      <SidebarMenu>{ui}</SidebarMenu>
    </SidebarProvider>
  ) : (
    ui
  );
  // The component stays on screen at every url; `routes` render below it (e.g. a redirect).
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            {element}
            <Outlet />
          </>
        ),
        children: [...routes, { path: '*', element: null }],
      },
    ],
    { initialEntries: [url] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <RouterProvider router={router} />
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient, user: userEvent.setup() };
}
