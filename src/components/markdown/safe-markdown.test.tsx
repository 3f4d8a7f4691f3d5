import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { safeUrl } from './markdown-rules';
import { SafeMarkdown } from './safe-markdown';

describe('SafeMarkdown', () => {
  it('renders GFM tables, lists and emphasis', () => {
    render(
      <SafeMarkdown>
        {
          '## Productos\n\n| Producto | Cantidad |\n| --- | ---: |\n| Guantes de nitrilo | 200 |\n\n- **Garantía**: 5 %'
        }
      </SafeMarkdown>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Productos' })).toBeInTheDocument();
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Guantes de nitrilo' })).toBeInTheDocument();
    expect(screen.getByText('Garantía').tagName).toBe('STRONG');
  });

  it('never renders raw HTML', () => {
    const { container } = render(
      <SafeMarkdown>
        {
          'Hola <img src=x onerror="alert(1)"> <script>alert(2)</script>\n\n<div onclick="x()">bloque</div>'
        }
      </SafeMarkdown>,
    );
    expect(container.querySelector('img, script, div[onclick]')).toBeNull();
    expect(container.innerHTML).not.toContain('onerror');
  });

  it('opens links in a new tab without opener, and drops javascript: and data: URLs', () => {
    render(
      <SafeMarkdown>
        {
          '[bases](https://www.mercadopublico.cl/bases.pdf) [malo](javascript:alert(1)) [datos](data:text/html,hola)'
        }
      </SafeMarkdown>,
    );
    const link = screen.getByRole('link', { name: 'bases' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('link', { name: 'malo' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'datos' })).toBeNull();
    expect(screen.getByText('malo')).toBeInTheDocument();
  });
});

describe('safeUrl', () => {
  it.each([
    ['https://example.cl/a', 'https://example.cl/a'],
    ['mailto:ventas@oportuna.cl', 'mailto:ventas@oportuna.cl'],
    ['#fuentes', '#fuentes'],
    ['javascript:alert(1)', ''],
    [' JavaScript:alert(1)', ''],
    ['data:text/html,x', ''],
    ['vbscript:x', ''],
    ['/relativo', ''],
  ])('%s -> %s', (input, output) => {
    expect(safeUrl(input)).toBe(output);
  });
});
