import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { Button } from './button';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from './sheet';

describe('Sheet', () => {
  it('is a modal dialog from the chosen side, closed by Cerrar or Escape', async () => {
    render(
      <Sheet>
        <SheetTrigger asChild>
          <Button>Filtros</Button>
        </SheetTrigger>
        <SheetContent side="left">
          <SheetHeader>
            <SheetTitle>Filtrar resultados</SheetTitle>
            <SheetDescription>Elige regiones y procedencia.</SheetDescription>
          </SheetHeader>
        </SheetContent>
      </Sheet>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Filtros' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filtrar resultados' });
    expect(sheet).toHaveAttribute('data-side', 'left');
    expect(sheet).toHaveAccessibleDescription('Elige regiones y procedencia.');

    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Filtros' }));
    await screen.findByRole('dialog', { name: 'Filtrar resultados' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filtros' })).toHaveFocus();
  });
});
