import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { backgroundOf, drawnUtility } from '@/testing/state-styles';

import { Checkbox } from './checkbox';
import { Label } from './label';

const PEOPLE = ['Joaquín Valdés', 'Fernanda Castro'];

function Recipients() {
  const [chosen, setChosen] = useState<string[]>([]);
  const all = chosen.length === PEOPLE.length;
  return (
    <fieldset>
      <legend>Usuarios</legend>
      <Checkbox
        id="all"
        checked={all ? true : chosen.length > 0 ? 'indeterminate' : false}
        onCheckedChange={() => setChosen(all ? [] : PEOPLE)}
      />
      <Label htmlFor="all">Todos</Label>
      {PEOPLE.map((name, index) => (
        <div key={name}>
          <Checkbox
            id={`person-${index}`}
            checked={chosen.includes(name)}
            onCheckedChange={(checked) =>
              setChosen(checked ? [...chosen, name] : chosen.filter((item) => item !== name))
            }
          />
          <Label htmlFor={`person-${index}`}>{name}</Label>
        </div>
      ))}
    </fieldset>
  );
}

describe('Checkbox', () => {
  it('is a checkbox named by its label, toggled by click on it or its label and by Space', async () => {
    render(<Recipients />);
    const user = userEvent.setup();
    const joaquin = screen.getByRole('checkbox', { name: 'Joaquín Valdés' });
    expect(joaquin).not.toBeChecked();

    await user.tab();
    await user.tab();
    expect(joaquin).toHaveFocus();
    await user.keyboard(' ');
    expect(joaquin).toBeChecked();

    await user.click(screen.getByText('Joaquín Valdés'));
    expect(joaquin).not.toBeChecked();
    await user.click(joaquin);
    expect(joaquin).toBeChecked();
  });

  it('shows a mixed state', async () => {
    render(<Recipients />);
    const user = userEvent.setup();
    const all = screen.getByRole('checkbox', { name: 'Todos' });
    await user.click(screen.getByRole('checkbox', { name: 'Fernanda Castro' }));
    expect(all).toHaveAttribute('aria-checked', 'mixed');
    await user.click(all);
    expect(all).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Joaquín Valdés' })).toBeChecked();
  });

  it('takes part in a form like a native checkbox', async () => {
    const values: string[] = [];
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          values.push(...new FormData(event.currentTarget).getAll('alertas').map(String));
        }}
      >
        <Checkbox id="c" name="alertas" value="si" />
        <Label htmlFor="c">Alertas</Label>
        <button type="submit">Enviar</button>
      </form>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Alertas' }));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(values).toEqual(['si']);
  });
});

describe('Checkbox, as drawn', () => {
  it('fills checked and indeterminate boxes and leaves an unchecked one empty', async () => {
    render(<Recipients />);
    const user = userEvent.setup();
    const all = screen.getByRole('checkbox', { name: 'Todos' });
    const first = screen.getByRole('checkbox', { name: PEOPLE[0] });
    expect(backgroundOf(first)).toBe('bg-card');
    // The tick is drawn only inside a checked box.
    expect(first.querySelector('svg')).toBeNull();

    await user.click(first);
    expect(backgroundOf(first)).toBe('bg-primary');
    expect(drawnUtility(first, 'text-')).toBe('text-primary-foreground');
    expect(first.querySelector('svg')).not.toBeNull();
    expect(backgroundOf(all)).toBe('bg-primary');
    expect(all).toHaveAttribute('data-state', 'indeterminate');
  });
});
