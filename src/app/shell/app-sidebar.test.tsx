import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { BellIcon } from 'lucide-react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { SidebarMenuBadge, SidebarProvider } from '@/components/ui/sidebar';
import { TooltipProvider } from '@/components/ui/tooltip';
import { meQueryOptions } from '@/entities/user/api/get-me';
import { createQueryClient } from '@/lib/react-query';
import { signInAs, type SeededAccount } from '@/testing/test-utils';

import { AppSidebar } from './app-sidebar';
import type { NavGroup } from './nav-items';
import { NAV_REGISTRY, type NavRegistry } from './nav-registry';

/** The sidebar as the dashboard shows it, after the session gate has loaded the user. */
async function renderSidebar(
  account: SeededAccount,
  props: { registry?: NavRegistry; menu?: NavGroup[] } = {},
) {
  await signInAs(account);
  const queryClient = createQueryClient();
  await queryClient.fetchQuery(meQueryOptions());
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <SidebarProvider>
            <AppSidebar {...props} />
          </SidebarProvider>
        ),
      },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <RouterProvider router={router} />
      </TooltipProvider>
    </QueryClientProvider>,
  );
  return screen.getByRole('navigation', { name: 'Menú principal' });
}

describe('AppSidebar', () => {
  it('draws each feature section from the registry, among the links', async () => {
    const nav = await renderSidebar('demo');
    expect(within(nav).getByRole('button', { name: 'Búsquedas guardadas' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Historial' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Etiquetas' })).toBeInTheDocument();
    expect(
      within(nav).queryByRole('link', { name: 'Administración de usuarios' }),
    ).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Panel de cobranza' })).not.toBeInTheDocument();
  });

  it('shows supervisors user administration', async () => {
    const supervisorNav = await renderSidebar('supervisor');
    expect(
      within(supervisorNav).getByRole('link', { name: 'Administración de usuarios' }),
    ).toBeInTheDocument();
  });

  it('puts a feature’s badge in a link’s slot, given the current company', async () => {
    const registry: NavRegistry = {
      ...NAV_REGISTRY,
      badges: {
        notifications: ({ companyId }) => (
          <SidebarMenuBadge aria-label={`sin leer en la empresa ${companyId}`}>4</SidebarMenuBadge>
        ),
      },
    };
    const menu: NavGroup[] = [
      {
        items: [
          {
            title: 'Notificaciones',
            href: '/dashboard/notificaciones',
            icon: BellIcon,
            badge: 'notifications',
          },
        ],
      },
    ];
    const nav = await renderSidebar('demo', { registry, menu });
    const link = within(nav).getByRole('link', { name: /Notificaciones/ });
    expect(within(link).getByLabelText('sin leer en la empresa 1')).toHaveTextContent('4');
  });
});
