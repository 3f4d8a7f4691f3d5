import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HouseIcon } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';

import { fakeMatchMedia } from '@/testing/match-media';

import {
  Sidebar,
  SidebarContent,
  SidebarInset,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarProvider,
  SidebarTrigger,
} from './sidebar';

function Shell() {
  return (
    <SidebarProvider>
      <Sidebar label="Menú principal">
        <SidebarContent>
          <SidebarMenu>
            <SidebarMenuItem>
              <SidebarMenuButton tooltip="Inicio">
                <HouseIcon aria-hidden />
                <span>Inicio</span>
              </SidebarMenuButton>
            </SidebarMenuItem>
          </SidebarMenu>
        </SidebarContent>
      </Sidebar>
      <SidebarInset>
        <SidebarTrigger />
      </SidebarInset>
    </SidebarProvider>
  );
}

describe('Sidebar', () => {
  it('on a phone, is a drawer that exists only once opened', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      fakeMatchMedia((query) => query.includes('max-width')),
    );
    render(<Shell />);
    const user = userEvent.setup();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menú principal' });
    expect(drawer).toHaveAttribute('data-slot', 'sidebar');
    expect(drawer).toHaveAccessibleDescription('Navegación principal de Oportuna');
    expect(within(drawer).getByRole('navigation', { name: 'Menú principal' })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(drawer).getByRole('button', { name: 'Inicio' })).toHaveFocus(),
    );

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abrir menú' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    // Loaded once: it opens at once the second time.
    expect(screen.getByRole('dialog', { name: 'Menú principal' })).toBeInTheDocument();
  });

  it('names the icons of the collapsed rail in tooltips', async () => {
    document.cookie = 'sidebar:state=false; path=/';
    render(<Shell />);
    const user = userEvent.setup();
    await user.hover(screen.getByRole('button', { name: 'Inicio' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Inicio');
  });
});
