import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { backgroundOf, drawnUtility } from '@/testing/state-styles';

import { Label } from './label';
import { Switch } from './switch';

function Alerts({ disabled = false }: { disabled?: boolean }) {
  const [on, setOn] = useState(false);
  return (
    <>
      <Label htmlFor="alerts">Recibir alertas por correo</Label>
      <Switch id="alerts" checked={on} onCheckedChange={setOn} disabled={disabled} />
      <p>{on ? 'activadas' : 'desactivadas'}</p>
    </>
  );
}

describe('Switch', () => {
  it('is a switch named by its label, toggled by click, Space and Enter', async () => {
    render(<Alerts />);
    const user = userEvent.setup();
    const toggle = screen.getByRole('switch', { name: 'Recibir alertas por correo' });
    expect(toggle).not.toBeChecked();

    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAttribute('data-state', 'checked');
    expect(screen.getByText('activadas')).toBeInTheDocument();

    await user.keyboard(' ');
    expect(toggle).not.toBeChecked();
    await user.keyboard('{Enter}');
    expect(toggle).toBeChecked();
  });

  it('toggles when its label is clicked', async () => {
    render(<Alerts />);
    const user = userEvent.setup();
    await user.click(screen.getByText('Recibir alertas por correo'));
    expect(screen.getByRole('switch')).toBeChecked();
  });

  it('does nothing while disabled', async () => {
    render(<Alerts disabled />);
    const user = userEvent.setup();
    const toggle = screen.getByRole('switch', { name: 'Recibir alertas por correo' });
    expect(toggle).toBeDisabled();
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
  });
});

describe('Switch, as drawn', () => {
  it('fills its track and moves its thumb when on; empty and left when off', async () => {
    render(<Alerts />);
    const user = userEvent.setup();
    const toggle = screen.getByRole('switch', { name: 'Recibir alertas por correo' });
    const thumb = toggle.querySelector('[data-slot="switch-thumb"]')!;
    expect(backgroundOf(toggle)).toBe('bg-input');
    expect(drawnUtility(thumb, 'translate-x-')).toBe('translate-x-0');

    await user.click(toggle);
    expect(backgroundOf(toggle)).toBe('bg-primary');
    expect(drawnUtility(thumb, 'translate-x-')).toBe('translate-x-5');
  });
});
