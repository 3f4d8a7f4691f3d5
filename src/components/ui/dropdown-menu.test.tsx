import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { backgroundOf, drawnUtility } from '@/testing/state-styles';

import type * as DropdownMenuModule from './dropdown-menu';

/*
 * The menu's Radix code loads on first use, once per page. Each test starts from a page that
 * has not loaded it yet: a fresh copy of the module, whose parts load again when asked.
 */
let ui: typeof DropdownMenuModule;

beforeEach(async () => {
  vi.resetModules();
  ui = await import('./dropdown-menu');
});

/**
 * Resolves once the Radix parts have arrived (the same copy the menu loads) and React has
 * rendered all their arrival changes: act() waits for the work it causes, however many turns.
 */
async function partsArrived() {
  await act(() => import('./dropdown-menu-parts'));
}

function Menu({ onTriggerClick }: { onTriggerClick?: () => void }) {
  const { DropdownMenu, DropdownMenuTrigger, DropdownMenuContent, DropdownMenuItem } = ui;
  const [chosen, setChosen] = useState('');
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <button type="button" onClick={onTriggerClick}>
            Acciones
          </button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={() => setChosen('Editar')}>Editar</DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setChosen('Eliminar')}>Eliminar</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <output>{chosen}</output>
    </>
  );
}

const trigger = () => screen.getByRole('button', { hidden: true, name: 'Acciones' });

describe('DropdownMenu before its code has loaded', () => {
  it('is a closed menu button, with no menu in the page', () => {
    render(<Menu />);
    expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveAttribute('data-state', 'closed');
    expect(trigger()).toHaveAttribute('data-slot', 'dropdown-menu-trigger');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens on a click, with focus on the menu, and gives focus back on Escape', async () => {
    const onTriggerClick = vi.fn();
    render(<Menu onTriggerClick={onTriggerClick} />);
    const user = userEvent.setup();

    await user.click(trigger());
    const menu = await screen.findByRole('menu');
    expect(onTriggerClick).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(menu).toHaveFocus());
    expect(menu).toHaveAccessibleName('Acciones');
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Editar',
      'Eliminar',
    ]);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it.each(['{Enter}', ' ', '{ArrowDown}'])(
    'opens from the keyboard (%s) with focus on the first item',
    async (key) => {
      render(<Menu />);
      const user = userEvent.setup();
      await user.tab();
      expect(trigger()).toHaveFocus();

      await user.keyboard(key);
      expect(await screen.findByRole('menu')).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Editar' })).toHaveFocus());
      await user.keyboard('{ArrowDown}');
      expect(screen.getByRole('menuitem', { name: 'Eliminar' })).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('Eliminar');
      expect(trigger()).toHaveFocus();
    },
  );

  it('keeps its element, focus and all, while nobody opens it', async () => {
    render(<Menu />);
    const user = userEvent.setup();
    const before = trigger();
    await user.tab();
    await user.hover(before);
    await partsArrived();
    expect(trigger()).toBe(before);
    expect(before).toHaveFocus();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('renders a button of its own when not asChild', async () => {
    const { DropdownMenu, DropdownMenuTrigger, DropdownMenuContent, DropdownMenuItem } = ui;
    render(
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger aria-label="Más acciones" className="size-6">
          …
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem>Editar</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>,
    );
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Más acciones' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('size-6');
    await user.click(button);
    expect(await screen.findByRole('menuitem', { name: 'Editar' })).toBeInTheDocument();
  });

  it('stays controlled: it opens only when its owner says so', async () => {
    const { DropdownMenu, DropdownMenuTrigger, DropdownMenuContent, DropdownMenuItem } = ui;
    const onOpenChange = vi.fn();
    function Controlled() {
      const [open, setOpen] = useState(false);
      const [allowed, setAllowed] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setAllowed(true)}>
            Permitir
          </button>
          <DropdownMenu
            open={open}
            onOpenChange={(next) => {
              onOpenChange(next);
              if (allowed) setOpen(next);
            }}
          >
            <DropdownMenuTrigger asChild>
              <button type="button">Acciones</button>
            </DropdownMenuTrigger>
            <DropdownMenuContent>
              <DropdownMenuItem>Editar</DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </>
      );
    }
    render(<Controlled />);
    const user = userEvent.setup();

    const placeholder = trigger();
    await user.click(placeholder);
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    await partsArrived();
    // Radix's menu is there now (its trigger took the placeholder's place), and still closed.
    expect(trigger()).not.toBe(placeholder);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Permitir' }));
    await user.click(trigger());
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('loads once: a menu shown after that is Radix from the start', async () => {
    const { rerender } = render(<Menu />);
    const user = userEvent.setup();
    await user.hover(trigger());
    await partsArrived();

    rerender(
      <>
        <Menu />
        <ui.DropdownMenu>
          <ui.DropdownMenuTrigger asChild>
            <button type="button">Otro menú</button>
          </ui.DropdownMenuTrigger>
          <ui.DropdownMenuContent>
            <ui.DropdownMenuItem>Copiar</ui.DropdownMenuItem>
          </ui.DropdownMenuContent>
        </ui.DropdownMenu>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Otro menú' }));
    // Synchronously: nothing left to load.
    expect(screen.getByRole('menuitem', { name: 'Copiar' })).toBeInTheDocument();
  });
});

describe('DropdownMenuCheckboxItem, as drawn', () => {
  function Columns() {
    const { DropdownMenu, DropdownMenuTrigger, DropdownMenuContent, DropdownMenuCheckboxItem } = ui;
    const [shown, setShown] = useState(true);
    return (
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <button type="button">Columnas</button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuCheckboxItem checked={shown} onCheckedChange={(value) => setShown(value)}>
            Tipo
          </DropdownMenuCheckboxItem>
        </DropdownMenuContent>
      </DropdownMenu>
    );
  }

  it('fills the box of a checked item and leaves an unchecked one empty (issue 37)', async () => {
    render(<Columns />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Columnas' }));
    const item = await screen.findByRole('menuitemcheckbox', { name: 'Tipo' });
    const box = item.querySelector('span[aria-hidden]')!;
    expect(item).toBeChecked();
    expect(backgroundOf(box)).toBe('bg-primary');
    expect(drawnUtility(box, 'text-')).toBe('text-primary-foreground');
    // The tick inherits the box's colour (a colour of its own would outlive forced colours).
    expect(drawnUtility(box.querySelector('svg')!, 'text-')).toBeNull();

    await user.click(item);
    expect(item).not.toBeChecked();
    expect(backgroundOf(box)).toBe('bg-card');
    expect(box.querySelector('svg')).toBeNull();
  });
});
