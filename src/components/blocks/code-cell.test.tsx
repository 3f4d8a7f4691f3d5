import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { CodeCell } from './code-cell';

describe('CodeCell', () => {
  it('links the code, clamps the name to the lines asked, and keeps what follows', () => {
    render(
      <MemoryRouter>
        <CodeCell
          to="/dashboard/opportunity/1057-12-LE26"
          code="1057-12-LE26"
          name="Aseo"
          lines={2}
        >
          <a href="/otra">Ver todas las ofertas</a>
        </CodeCell>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: '1057-12-LE26' })).toHaveAttribute(
      'href',
      '/dashboard/opportunity/1057-12-LE26',
    );
    expect(screen.getByText('Aseo')).toHaveClass('line-clamp-2');
    expect(screen.getByRole('link', { name: 'Ver todas las ofertas' })).toBeInTheDocument();
  });
});
