import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { Label } from './label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

const METHODS = ['GET', 'POST', 'DELETE'];

function MethodPicker() {
  const [method, setMethod] = useState('');
  return (
    <>
      <Label htmlFor="method">Método</Label>
      <Select value={method} onValueChange={setMethod}>
        <SelectTrigger id="method">
          <SelectValue placeholder="Elige un método…" />
        </SelectTrigger>
        <SelectContent>
          {METHODS.map((value) => (
            <SelectItem key={value} value={value}>
              {value}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <output>{method || 'ninguno'}</output>
    </>
  );
}

describe('Select', () => {
  it('is a combobox named by its label, showing the placeholder', () => {
    render(<MethodPicker />);
    const trigger = screen.getByRole('combobox', { name: 'Método' });
    expect(trigger).toHaveTextContent('Elige un método…');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('chooses an option with the mouse', async () => {
    render(<MethodPicker />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Método' }));
    const listbox = await screen.findByRole('listbox');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(METHODS);
    await user.click(screen.getByRole('option', { name: 'POST' }));

    expect(listbox).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Método' })).toHaveTextContent('POST');
    expect(screen.getByRole('status')).toHaveTextContent('POST');
  });

  it('is operated by keyboard: open, move, choose, and focus returns to the trigger', async () => {
    render(<MethodPicker />);
    const user = userEvent.setup();
    await user.tab();
    const trigger = screen.getByRole('combobox', { name: 'Método' });
    expect(trigger).toHaveFocus();

    await user.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger).toHaveTextContent('DELETE');
    expect(trigger).toHaveFocus();

    // Escape closes without changing the choice.
    await user.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowUp}{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger).toHaveTextContent('DELETE');
  });
});
