import { render, screen } from '@testing-library/react';
import { TagIcon } from 'lucide-react';
import { describe, expect, it } from 'vitest';

import { Card, CardNote, CardSection } from './card';

describe('Card', () => {
  it('is the element it is given, with the card surface and the caller’s classes', () => {
    render(
      <ul>
        <Card as="li" className="p-3" aria-label="Lunes">
          Reunión
        </Card>
      </ul>,
    );
    const item = screen.getByRole('listitem', { name: 'Lunes' });
    expect(item).toHaveTextContent('Reunión');
    expect(item).toHaveClass('rounded-xl', 'border', 'bg-card', 'p-3');
    expect(item).toHaveAttribute('data-slot', 'card');
  });
});

describe('CardSection', () => {
  it('is a region named by its heading, even when the title has spaces and brackets', () => {
    render(
      <CardSection title="Productos y servicios (3)" icon={TagIcon}>
        <p>Tres productos</p>
      </CardSection>,
    );
    const region = screen.getByRole('region', { name: 'Productos y servicios (3)' });
    expect(region.tagName).toBe('SECTION');
    expect(screen.getByRole('heading', { level: 2, name: 'Productos y servicios (3)' })).toBe(
      region.querySelector('h2'),
    );
    expect(region).toHaveTextContent('Tres productos');
  });

  it('says its description under the title and puts the action beside it', () => {
    render(
      <>
        <CardSection title="Invitados" description="Quienes se unieron con una invitación.">
          <p>Nadie aún</p>
        </CardSection>
        <CardSection title="Tareas (0)" action={<button type="button">Nueva tarea</button>}>
          <p>Sin tareas</p>
        </CardSection>
      </>,
    );
    const guests = screen.getByRole('region', { name: 'Invitados' });
    expect(guests).toHaveTextContent('InvitadosQuienes se unieron con una invitación.Nadie aún');
    const tasks = screen.getByRole('region', { name: 'Tareas (0)' });
    expect(tasks.querySelector('[data-slot="card-header"]')).toHaveTextContent(
      'Tareas (0)Nueva tarea',
    );
  });

  it('stacks its content 12 px apart, or lets it flow with 12 px under the title', () => {
    render(
      <>
        <CardSection title="Apilada">
          <p>a</p>
        </CardSection>
        <CardSection title="Fluida" flow>
          <p>b</p>
        </CardSection>
      </>,
    );
    expect(screen.getByRole('region', { name: 'Apilada' })).toHaveClass('flex', 'gap-3');
    const flowing = screen.getByRole('region', { name: 'Fluida' });
    expect(flowing).not.toHaveClass('flex');
    expect(screen.getByRole('heading', { name: 'Fluida' })).toHaveClass('mb-3');
  });
});

describe('CardNote', () => {
  it('is a paragraph in a card', () => {
    render(<CardNote>No hay facturas con estos filtros.</CardNote>);
    const note = screen.getByText('No hay facturas con estos filtros.');
    expect(note.tagName).toBe('P');
    expect(note).toHaveClass('rounded-xl', 'p-6', 'text-muted-foreground');
  });
});
