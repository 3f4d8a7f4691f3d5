import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { SortSelect } from './sort-select';

function Sorted() {
  const [value, setValue] = useState('cierre');
  return (
    <>
      <SortSelect
        value={value}
        onChange={setValue}
        options={[
          { value: 'cierre', label: 'Cierre más próximo' },
          { value: 'monto', label: 'Monto mayor' },
        ]}
      />
      <output>{value}</output>
    </>
  );
}

describe('SortSelect', () => {
  it('is a select named «Ordenar por» that reports the order chosen', async () => {
    const user = userEvent.setup();
    render(<Sorted />);
    const select = screen.getByRole('combobox', { name: 'Ordenar por' });
    expect(select).toHaveDisplayValue('Cierre más próximo');
    await user.selectOptions(select, 'Monto mayor');
    expect(screen.getByRole('status')).toHaveTextContent('monto');
  });
});
