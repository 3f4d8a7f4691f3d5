import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { MARKDOWN_LIMITS, safeUrl } from './markdown-rules';
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

  it('keeps a link to one of our own pages under /dashboard/, opened in a new tab, and no other relative or disguised link', () => {
    render(
      <SafeMarkdown>
        {
          '[2402-26-LE26](/dashboard/opportunity/2402-26-LE26) [fuera](/admin) [otro host](//evil.example/dashboard/x) [barra](/\\evil.example/dashboard/x) [subir](/dashboard/../admin)'
        }
      </SafeMarkdown>,
    );
    const link = screen.getByRole('link', { name: '2402-26-LE26' });
    expect(link).toHaveAttribute('href', '/dashboard/opportunity/2402-26-LE26');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    for (const text of ['fuera', 'otro host', 'barra', 'subir']) {
      expect(screen.getByText(text).closest('a')).toBeNull();
    }
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
    ['/dashboard/opportunity/2402-26-LE26', '/dashboard/opportunity/2402-26-LE26'],
    [
      '/dashboard/opportunity/1%2F2?tab=docs#fuentes',
      '/dashboard/opportunity/1%2F2?tab=docs#fuentes',
    ],
    ['/dashboard', ''],
    ['/dashboard/../admin', ''],
    ['/dashboard/%2e%2e/admin', ''],
    ['//evil.example/dashboard/x', ''],
    ['/\\evil.example/dashboard/x', ''],
    ['/\t/evil.example/dashboard/x', ''],
    ['dashboard/opportunity/x', ''],
    ['javascript:/dashboard/x', ''],
    ['https://evil.example/dashboard/x', 'https://evil.example/dashboard/x'],
  ])('%s -> %s', (input, output) => {
    expect(safeUrl(input)).toBe(output);
  });

  it('shows a block past the parser limits as plain text, the rest as markdown', () => {
    // 100 000 characters of '*_' would keep the parser busy for minutes (its time grows with
    // their square): the block is read as it came, and the answer's other blocks keep their form.
    const flood = '*_'.repeat(50_000);
    const { container } = render(<SafeMarkdown>{`**Plazo**: 10 días\n\n${flood}`}</SafeMarkdown>);
    expect(screen.getByText('Plazo').tagName).toBe('STRONG');
    const plain = container.querySelector('p.whitespace-pre-wrap');
    expect(plain?.textContent).toBe(flood);
    expect(container.querySelector('em, del')).toBeNull();
  });

  it('shows 10 000 nested quotes as text, where the parser would overflow its stack', () => {
    const nested = `${'>'.repeat(10_000)} cita`;
    const { container } = render(<SafeMarkdown>{nested}</SafeMarkdown>);
    expect(container.querySelector('blockquote')).toBeNull();
    expect(container).toHaveTextContent(nested);
  });

  it('still parses a block at the limit', () => {
    const words = Array.from({ length: MARKDOWN_LIMITS.delimiters / 2 }, (_, n) => `*p${n}*`);
    render(<SafeMarkdown>{words.join(' ')}</SafeMarkdown>);
    expect(screen.getByText('p0').tagName).toBe('EM');
  });
});
