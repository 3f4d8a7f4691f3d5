import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { recordRequests } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-with-providers';

import { ApplyDialog } from './apply-dialog';

const ITEMS = [
  { correlativo: 1, nombre: 'Resma de papel carta', cantidad: 10, unidad: 'Unidad' },
  { correlativo: 2, nombre: 'Tóner negro', cantidad: 2, unidad: 'Unidad' },
];

function setup() {
  const requests = recordRequests();
  const view = renderWithProviders(
    <ApplyDialog
      open
      onOpenChange={() => undefined}
      codigo="2345-12-COT26"
      nombre="Útiles de oficina"
      items={ITEMS}
      loadPrices={async () => (name) => (name === 'Resma de papel carta' ? 4990 : null)}
    />,
  );
  return { ...view, requests };
}

const price = (name: string) => screen.getByLabelText(`Precio unitario de ${name}`);

describe('the offer before it is sent', () => {
  it('takes prices from the price list, adds up the total and asks for every price', async () => {
    const { user, requests } = setup();
    expect(
      await screen.findByText(/Tomamos 1 precio de tu lista de precios\. Puedes cambiarlos\./),
    ).toBeInTheDocument();
    expect(price('Resma de papel carta')).toHaveValue('4990');
    expect(price('Tóner negro')).toHaveValue('');
    expect(screen.getByText('Total de la oferta:')).toHaveTextContent(
      'Total de la oferta: $49.900',
    );

    await user.click(screen.getByRole('button', { name: 'Enviar postulación' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Indica un precio unitario mayor que cero para cada producto.',
    );

    await user.type(price('Tóner negro'), '12.500');
    expect(screen.getByText('Total de la oferta:')).toHaveTextContent(
      'Total de la oferta: $74.900',
    );
    expect(requests.all).toHaveLength(0);
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
