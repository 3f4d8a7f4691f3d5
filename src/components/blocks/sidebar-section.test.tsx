import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TagIcon } from 'lucide-react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';

import { Sidebar, SidebarContent, SidebarMenu, SidebarProvider } from '@/components/ui/sidebar';

import { SidebarSection } from './sidebar-section';

function Shell() {
  return (
    <SidebarProvider>
      <Sidebar label="Menú principal">
        <SidebarContent>
          <SidebarMenu>
            <SidebarSection id="tags-test" title="Etiquetas" icon={TagIcon}>
              <Link to="/dashboard/etiquetas">Ver todas</Link>
            </SidebarSection>
          </SidebarMenu>
        </SidebarContent>
      </Sidebar>
    </SidebarProvider>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element: <Shell /> },
      { path: '/dashboard/etiquetas', element: <p>Página de etiquetas</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  document.cookie = 'sidebar:state=; path=/; max-age=0';
});

describe('SidebarSection', () => {
  it('expands in place in the open sidebar', async () => {
    renderAt('/dashboard');
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Etiquetas' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Ver todas' })).toBeVisible();
  });

  it('in the icon rail opens a flyout menu with the same list, which a link closes', async () => {
    document.cookie = 'sidebar:state=false; path=/';
    const router = renderAt('/dashboard');
    const user = userEvent.setup();
    expect(screen.queryByRole('link', { name: 'Ver todas' })).not.toBeInTheDocument();
    // The flyout's code is a chunk of its own: its trigger takes the rail button's place.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Etiquetas' })).toHaveAttribute(
        'aria-haspopup',
        'dialog',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Etiquetas' }));
    const flyout = await screen.findByRole('dialog', { name: 'Etiquetas' });
    await user.click(within(flyout).getByRole('link', { name: 'Ver todas' }));
    expect(router.state.location.pathname).toBe('/dashboard/etiquetas');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
