import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { MultiSelect } from './multi-select';

const REGIONS = [
  { value: 'v', label: 'Región de Valparaíso' },
  { value: 'rm', label: 'Región Metropolitana de Santiago' },
  { value: 'bio', label: 'Región del Biobío' },
];

function Regions() {
  const [value, setValue] = useState<string[]>([]);
  return (
    <>
      <MultiSelect
        label="Regiones"
        allLabel="Todo Chile"
        options={REGIONS}
        value={value}
        onChange={setValue}
      />
      <output>{value.join(',')}</output>
    </>
  );
}

describe('MultiSelect', () => {
  it('names the trigger with the label and what is chosen', async () => {
    render(<Regions />);
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Regiones: Todo Chile' })).toHaveAttribute(
      'aria-haspopup',
      'menu',
    );

    await user.click(screen.getByRole('button', { name: 'Regiones: Todo Chile' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Región del Biobío' }));
    // The menu stays open for the next choice.
    expect(screen.getByRole('menuitemcheckbox', { name: 'Región del Biobío' })).toBeChecked();
    // While the menu is open the page behind it is hidden from assistive technology.
    const trigger = screen.getByRole('button', { hidden: true, name: /^Regiones:/ });
    expect(trigger).toHaveAccessibleName('Regiones: Región del Biobío');

    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Región de Valparaíso' }));
    expect(trigger).toHaveAccessibleName('Regiones: 2 seleccionadas');
    expect(screen.getByRole('status', { hidden: true })).toHaveTextContent('bio,v');

    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Región del Biobío' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('status')).toHaveTextContent(/^v$/);
    expect(screen.getByRole('button', { name: 'Regiones: Región de Valparaíso' })).toHaveFocus();
  });

  it('is operated by keyboard', async () => {
    render(<Regions />);
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveAccessibleName('Regiones: Todo Chile');
    // Opened by keyboard, focus starts on the first option.
    await user.keyboard('{ArrowDown}');
    expect(
      screen.getByRole('menuitemcheckbox', { name: 'Región Metropolitana de Santiago' }),
    ).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('status', { hidden: true })).toHaveTextContent('rm');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Regiones: Región Metropolitana de Santiago' }),
    ).toHaveFocus();
  });
});
