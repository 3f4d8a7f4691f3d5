import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

describe('Tabs', () => {
  it('moves between tabs with the arrow keys and shows the chosen panel', async () => {
    render(
      <Tabs defaultValue="datos">
        <TabsList aria-label="Empresa">
          <TabsTrigger value="datos">Datos</TabsTrigger>
          <TabsTrigger value="equipo">Equipo</TabsTrigger>
        </TabsList>
        <TabsContent value="datos">RUT y razón social</TabsContent>
        <TabsContent value="equipo">Usuarios de la empresa</TabsContent>
      </Tabs>,
    );
    const user = userEvent.setup();
    expect(screen.getByRole('tablist', { name: 'Empresa' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Datos' })).toHaveTextContent('RUT y razón social');

    await user.tab();
    expect(screen.getByRole('tab', { name: 'Datos' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Equipo' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Equipo' })).toHaveTextContent(
      'Usuarios de la empresa',
    );
    expect(screen.queryByText('RUT y razón social')).not.toBeInTheDocument();
  });
});
