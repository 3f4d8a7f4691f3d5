import * as DialogPrimitive from '@radix-ui/react-dialog';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { slotted } from './slotted';

describe('slotted', () => {
  it('renders the tag with its slot and base classes, the caller’s classes merged last', () => {
    const Cell = slotted('td', 'table-cell', 'px-3 py-2');
    render(
      <table>
        <tbody>
          <tr>
            <Cell className="px-1" colSpan={2}>
              Uno
            </Cell>
          </tr>
        </tbody>
      </table>,
    );
    const cell = screen.getByRole('cell', { name: 'Uno' });
    expect(cell).toHaveAttribute('data-slot', 'table-cell');
    expect(cell).toHaveAttribute('colspan', '2');
    expect(cell.className).toBe('py-2 px-1');
  });

  it('wraps a Radix part and passes its own props through', () => {
    const Title = slotted(DialogPrimitive.Title, 'dialog-title', 'text-lg');
    render(
      <DialogPrimitive.Root open>
        <DialogPrimitive.Content aria-describedby={undefined}>
          <Title asChild>
            <h2>Editar etiqueta</h2>
          </Title>
        </DialogPrimitive.Content>
      </DialogPrimitive.Root>,
    );
    const title = screen.getByRole('heading', { name: 'Editar etiqueta' });
    expect(title.tagName).toBe('H2');
    expect(title).toHaveAttribute('data-slot', 'dialog-title');
    expect(title).toHaveClass('text-lg');
  });
});
