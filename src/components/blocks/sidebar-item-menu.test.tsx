import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { DropdownMenuItem } from '@/components/ui/dropdown-menu';

import { SidebarItemMenu } from './sidebar-item-menu';

function Item() {
  const [chosen, setChosen] = useState('');
  return (
    <>
      <SidebarItemMenu label="Acciones de la etiqueta «Aseo»" className="min-w-44">
        <DropdownMenuItem onSelect={() => setChosen('Editar')}>Editar</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => setChosen('Eliminar')}>Eliminar</DropdownMenuItem>
      </SidebarItemMenu>
      <output>{chosen}</output>
    </>
  );
}

describe('SidebarItemMenu', () => {
  it('is a named menu button whose items act, and gives the focus back', async () => {
    const user = userEvent.setup();
    render(<Item />);
    // Until the menu's code arrives the trigger is a stand-in, then Radix's own: ask each time.
    const trigger = () => screen.getByRole('button', { name: 'Acciones de la etiqueta «Aseo»' });
    expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');

    await user.click(trigger());
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent('EditarEliminar');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();

    await user.click(trigger());
    await user.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    expect(screen.getByRole('status')).toHaveTextContent('Eliminar');
  });
});
