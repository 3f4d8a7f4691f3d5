import { describe, expect, it } from 'vitest';

import type { OfferDraft } from '../api/offer-schema';
import { annexesFormSchema, annexesPrefill, chileToday } from './annexes-form';

const ITEMS = [
  { correlativo: 1, codigoProducto: '47131502', nombre: 'Jabón líquido', cantidad: 12 },
  { correlativo: 2, codigoProducto: '14111507', nombre: 'Resma de papel carta', cantidad: 3 },
] as Parameters<typeof annexesPrefill>[0]['detail']['items'];

const BASE = {
  detail: { items: ITEMS },
  draft: null,
  company: { businessName: 'Comercial Andes SpA', rut: '765432103' },
  user: { name: 'Daniela Muñoz Rojas', email: 'demo@oportuna.cl' },
  region: 'Región de Valparaíso',
  priceOf: (name: string) => (name === 'Jabón líquido' ? 1990.4 : null),
  now: new Date('2026-11-29T02:30:00Z'),
};

describe('the anexos’ first values', () => {
  it('before a save: the company, the user, the region, today in Chile and the price list', () => {
    const values = annexesPrefill(BASE);
    expect(values.identificacion).toEqual({
      businessName: 'Comercial Andes SpA',
      rut: '76.543.210-3',
      address: '',
      legalRepresentative: 'Daniela Muñoz Rojas',
      legalRepresentativeRut: '',
      email: 'demo@oportuna.cl',
      phone: '',
    });
    // 02:30 UTC on the 29th is still the 28th in Santiago.
    expect(values.declaracion).toEqual({ place: 'Región de Valparaíso', signedOn: '2026-11-28' });
    expect(values.economica.lines).toEqual([
      { correlative: 1, quantity: 12, unitPrice: 1990 },
      { correlative: 2, quantity: 3, unitPrice: Number.NaN },
    ]);
    expect(values.economica.validityDays).toBe(60);
    expect(values.advancedSignatureReady).toBe(false);
  });

  it('after a save: the draft as it was, an item it lacks from the price list', () => {
    const draft: OfferDraft = {
      identificacion: { ...annexesPrefill(BASE).identificacion, address: 'Avenida Brasil 1234' },
      declaracion: { place: 'Valparaíso', signedOn: '2026-11-20' },
      economica: { lines: [{ correlative: 2, quantity: 5, unitPrice: 4990 }], validityDays: 90 },
      advancedSignatureReady: true,
      updatedAt: '2026-11-20T12:00:00.000Z',
    };
    const values = annexesPrefill({ ...BASE, draft });
    expect(values.identificacion.address).toBe('Avenida Brasil 1234');
    expect(values.declaracion).toEqual(draft.declaracion);
    expect(values.economica).toEqual({
      lines: [
        { correlative: 1, quantity: 12, unitPrice: 1990 },
        { correlative: 2, quantity: 5, unitPrice: 4990 },
      ],
      validityDays: 90,
    });
    expect(values.advancedSignatureReady).toBe(true);
  });

  it('says at each field what is missing or wrong, in Spanish', () => {
    const values = annexesPrefill({ ...BASE, priceOf: null });
    values.identificacion.rut = '76.543.210-4';
    values.economica.validityDays = 0;
    const checked = annexesFormSchema.safeParse(values);
    expect(checked.success).toBe(false);
    // The field shows its first message, as the form's resolver does.
    const messages: Record<string, string> = {};
    for (const issue of checked.error!.issues) messages[issue.path.join('.')] ??= issue.message;
    expect(messages).toEqual({
      'identificacion.rut': 'Ingrese un RUT válido',
      'identificacion.address': 'Ingresa el domicilio',
      'identificacion.legalRepresentativeRut': 'Ingresa el RUT del representante legal',
      'identificacion.phone': 'Ingresa el teléfono',
      'economica.lines.0.unitPrice': 'Ingresa el precio unitario',
      'economica.lines.1.unitPrice': 'Ingresa el precio unitario',
      'economica.validityDays': 'La validez debe ser de al menos 1 día',
    });
  });

  it('today in Chile as YYYY-MM-DD', () => {
    expect(chileToday(new Date('2026-07-01T03:59:00Z'))).toBe('2026-06-30');
  });
});
