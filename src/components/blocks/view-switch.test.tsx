import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { ViewSwitch } from './view-switch';

const VIEWS = [
  { value: 'tablero', label: 'Tablero' },
  { value: 'lista', label: 'Lista' },
] as const;

function Views() {
  const [view, setView] = useState<'tablero' | 'lista'>('tablero');
  return (
    <>
      <ViewSwitch label="Vista de tareas" value={view} onChange={setView} options={VIEWS} />
      <p>Vista: {view}</p>
    </>
  );
}

describe('ViewSwitch', () => {
  it('is a named group of toggle buttons, the chosen one pressed', async () => {
    const user = userEvent.setup();
    render(<Views />);
    expect(screen.getByRole('group', { name: 'Vista de tareas' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Tablero' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Lista' })).toHaveAttribute('aria-pressed', 'false');

    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Lista' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Tablero' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByText('Vista: lista')).toBeInTheDocument();
  });
});
