import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { Disclosure, DisclosurePanel } from './disclosure';

function Avatar() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Disclosure
        open={open}
        onOpenChange={setOpen}
        trigger={(props) => (
          <button {...props} type="button" onClick={() => setOpen(!open)}>
            Empresa: Comercial Andes SpA
          </button>
        )}
      >
        {(panelId) => (
          <DisclosurePanel id={panelId} role="dialog" aria-label="Empresa y extensión">
            <a href="/dashboard/configuracion-empresa">Configuración de empresa</a>
          </DisclosurePanel>
        )}
      </Disclosure>
      <button type="button">Después</button>
    </>
  );
}

const trigger = () => screen.getByRole('button', { name: 'Empresa: Comercial Andes SpA' });
const panel = () => screen.queryByRole('dialog', { name: 'Empresa y extensión' });

describe('Disclosure', () => {
  it('shows its panel under the button, which it controls; Escape closes it and gives the focus back', async () => {
    const user = userEvent.setup();
    render(<Avatar />);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).not.toHaveAttribute('aria-controls');

    await user.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(trigger()).toHaveAttribute('aria-controls', panel()!.id);
    expect(trigger()).toHaveFocus();

    await user.tab();
    expect(screen.getByRole('link', { name: 'Configuración de empresa' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(panel()).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
  });

  it('closes on a press outside and when the focus leaves it, not on a press inside', async () => {
    const user = userEvent.setup();
    render(<Avatar />);
    await user.click(trigger());
    await user.click(screen.getByRole('link', { name: 'Configuración de empresa' }));
    expect(panel()).toBeInTheDocument();
    await user.click(document.body);
    expect(panel()).not.toBeInTheDocument();

    await user.click(trigger());
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Después' })).toHaveFocus();
    expect(panel()).not.toBeInTheDocument();
  });
});
