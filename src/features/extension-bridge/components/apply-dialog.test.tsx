import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { recordRequests } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { signInAs } from '@/testing/test-utils';

import { ApplyDialog } from './apply-dialog';

const ITEMS = [
  { correlativo: 1, nombre: 'Resma de papel carta', cantidad: 10, unidad: 'Unidad' },
  { correlativo: 2, nombre: 'Tóner negro', cantidad: 2, unidad: 'Unidad' },
];

beforeEach(async () => {
  await signInAs('demo');
});

function setup({
  items = ITEMS,
  budget = null,
}: { items?: typeof ITEMS; budget?: number | null } = {}) {
  const requests = recordRequests();
  const view = renderWithProviders(
    <ApplyDialog
      open
      onOpenChange={() => undefined}
      codigo="2345-12-COT26"
      nombre="Útiles de oficina"
      items={items}
      budget={budget}
      loadPrices={async () => (name) => (name === 'Resma de papel carta' ? 4990 : null)}
    />,
  );
  return { ...view, requests };
}

const price = (name: string) => screen.getByLabelText(`Precio unitario de ${name}`);

/** A figure of the offer's totals, by its term ('Neto', 'Total con IVA', 'Tope de…'). */
const totals = (term: string | RegExp) =>
  within(screen.getByRole('region', { name: 'Totales de la oferta' })).getByText(term, {
    selector: 'dt',
  }).nextElementSibling!.textContent;

describe('the offer before it is sent', () => {
  it('takes prices from the price list, adds up the total and asks for every price', async () => {
    const { user, requests } = setup();
    expect(
      await screen.findByText(/Tomamos 1 precio de tu lista de precios\. Puedes cambiarlos\./),
    ).toBeInTheDocument();
    expect(price('Resma de papel carta')).toHaveValue('4990');
    expect(price('Tóner negro')).toHaveValue('');
    expect(totals('Neto')).toBe('$49.900');
    expect(totals('IVA (19 %)')).toBe('$9.481');
    expect(totals('Total con IVA')).toBe('$59.381');

    await user.click(screen.getByRole('button', { name: 'Enviar postulación' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Indica un precio unitario mayor que cero para cada producto.',
    );

    await user.type(price('Tóner negro'), '12.500');
    expect(totals('Neto')).toBe('$74.900');
    expect(totals('Total con IVA')).toBe('$89.131');
    // Only the UTM was asked for: nothing reaches the server before the extension sends.
    expect(new Set(requests.all.map(({ method, path }) => `${method} ${path}`))).toEqual(
      new Set(['GET /indicators/utm']),
    );
  });

  it('refuses a file that is not a document by its first bytes, and takes out a chosen one', async () => {
    const { user } = setup();
    const zone = screen.getByLabelText('Adjuntos de la oferta');
    await user.upload(
      zone,
      new File(['<script>x</script>'], 'bases.pdf', { type: 'application/pdf' }),
    );
    expect(
      await screen.findByText('Solo se pueden adjuntar PDF, Word, Excel o imágenes (JPG, PNG).'),
    ).toBeInTheDocument();

    await user.upload(
      zone,
      new File(['%PDF-1.7 oferta'], 'oferta.pdf', { type: 'application/pdf' }),
    );
    const list = await screen.findByRole('list', { name: 'Archivos adjuntos' });
    expect(within(list).getByText('oferta.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Quitar oferta.pdf' }));
    expect(screen.queryByRole('list', { name: 'Archivos adjuntos' })).not.toBeInTheDocument();
  });
});

describe("the 100 UTM cap and the buyer's budget (UTM $69.751: cap $6.975.100)", () => {
  const ONE = [{ correlativo: 1, nombre: 'Servicio de limpieza', cantidad: 1, unidad: 'Servicio' }];
  const CAP = /^Tope de compra ágil: 100 UTM = \$6\.975\.100 \(UTM de enero de 2026: \$69\.751\)$/;

  it('shows the room under the cap and under a budget below it, in pesos and per cent', async () => {
    const { user } = setup({ items: ONE, budget: 4_410_000 });
    await user.type(price('Servicio de limpieza'), '3.000.000');
    expect(await screen.findByText(CAP)).toBeInTheDocument();
    expect(totals('Total con IVA')).toBe('$3.570.000');
    expect(totals(CAP)).toBe('Margen $3.405.100 (48,8 %)');
    expect(totals('Presupuesto del comprador: $4.410.000')).toBe('Margen $840.000 (19,0 %)');

    // Over the budget, under the cap: said, and still allowed.
    await user.clear(price('Servicio de limpieza'));
    await user.type(price('Servicio de limpieza'), '5.000.000');
    expect(totals('Presupuesto del comprador: $4.410.000')).toBe(
      'Supera el presupuesto por $1.540.000',
    );
    expect(totals(CAP)).toBe('Margen $1.025.100 (14,7 %)');
  });

  it('lets the closest offer to the cap go, and stops one a peso over with by how much', async () => {
    const { user } = setup({ items: ONE });
    // Net 5.861.428 + VAT 1.113.671 = 6.975.099: a peso under.
    await user.type(price('Servicio de limpieza'), '5.861.428');
    expect(await screen.findByText(CAP)).toBeInTheDocument();
    expect(totals(CAP)).toBe('Margen $1 (0,0 %)');

    await user.clear(price('Servicio de limpieza'));
    await user.type(price('Servicio de limpieza'), '5.861.429');
    expect(totals('Total con IVA')).toBe('$6.975.101');
    expect(totals(CAP)).toBe('Supera el tope por $1');
    await user.click(screen.getByRole('button', { name: 'Enviar postulación' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'El total con IVA ($6.975.101) supera el tope de 100 UTM ($6.975.100) por $1. Ajusta los precios para enviar la oferta.',
    );
    expect(screen.queryByText(/Enviando los datos de la oferta/)).not.toBeInTheDocument();
    expect(price('Servicio de limpieza')).toHaveValue('5.861.429');
  });
});

describe('the check before sending', () => {
  it('shows the review first, and still lets the offer be sent', async () => {
    renderWithProviders(
      <ApplyDialog
        open
        onOpenChange={() => undefined}
        codigo="2345-12-COT26"
        nombre="Útiles de oficina"
        items={ITEMS}
        budget={null}
        renderReview={() => <p>Falta 1 requisito obligatorio</p>}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Postular con la extensión' });
    const verdict = within(dialog).getByText('Falta 1 requisito obligatorio');
    const firstLine = within(dialog).getByLabelText('Precio unitario de Resma de papel carta');
    // Before the offer's lines, in the page's order.
    expect(
      verdict.compareDocumentPosition(firstLine) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Enviar postulación' })).toBeEnabled();
  });
});
