import { z } from 'zod';

import type { OpportunityDetail } from '@/entities/opportunity/api/opportunity-schema';
import { chileDateParts } from '@/lib/format';
import { emailField, requiredText, rutField } from '@/lib/validation/fields';
import { formatRut } from '@/lib/validation/rut';

import type { OfferDraft } from '../api/offer-schema';

/*
 * The anexos' form (issue 40): what each field asks, with its Spanish message at the field, and
 * where its first value comes from: the saved draft, else the company, the user, the company's
 * profile and its price list.
 */

const rutOf = (required: string) => z.string().trim().min(1, required).pipe(rutField);

const wholeNumber = (required: string, invalid: string, min: number, minMessage: string) =>
  z.number({ error: required }).int(invalid).min(min, minMessage);

export const annexesFormSchema = z.object({
  identificacion: z.object({
    businessName: requiredText('Ingresa la razón social'),
    rut: rutOf('Ingresa el RUT de la empresa'),
    address: requiredText('Ingresa el domicilio'),
    legalRepresentative: requiredText('Ingresa el nombre del representante legal'),
    legalRepresentativeRut: rutOf('Ingresa el RUT del representante legal'),
    email: emailField('Ingresa el correo electrónico', 'Ingresa un correo electrónico válido'),
    phone: z
      .string()
      .trim()
      .min(1, 'Ingresa el teléfono')
      .regex(/^\+?[\d\s()-]{8,20}$/, 'Ingresa un teléfono válido, ej.: +56 9 1234 5678'),
  }),
  declaracion: z.object({
    place: requiredText('Ingresa el lugar de la declaración'),
    signedOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Ingresa la fecha de la declaración'),
  }),
  economica: z.object({
    lines: z.array(
      z.object({
        correlative: z.number().int().positive(),
        quantity: z
          .number({ error: 'Ingresa la cantidad' })
          .positive('La cantidad debe ser mayor que cero'),
        unitPrice: wholeNumber(
          'Ingresa el precio unitario',
          'El precio va en pesos, sin decimales',
          0,
          'El precio no puede ser negativo',
        ),
      }),
    ),
    validityDays: wholeNumber(
      'Ingresa la validez de la oferta',
      'La validez va en días enteros',
      1,
      'La validez debe ser de al menos 1 día',
    ),
  }),
  advancedSignatureReady: z.boolean(),
});

export type AnnexesFormValues = z.input<typeof annexesFormSchema>;

/** The usual validity the bases ask (60 días corridos) until the company says otherwise. */
export const DEFAULT_VALIDITY_DAYS = 60;

/** Today's date in Chile as 'YYYY-MM-DD'. */
export function chileToday(now: Date): string {
  const parts = chileDateParts(now);
  return parts ? `${parts.year}-${parts.month}-${parts.day}` : now.toISOString().slice(0, 10);
}

export type AnnexesPrefill = {
  detail: Pick<OpportunityDetail, 'items'>;
  draft: OfferDraft | null;
  company: { businessName: string; rut: string };
  user: { name: string; email: string };
  /** The company's region (its profile), as the declaration's place; null when not said. */
  region: string | null;
  /** The company's price list; null when it has none. */
  priceOf: ((productName: string, productCode?: string) => number | null) | null;
  now: Date;
};

/**
 * The form's first values: the saved draft as it was; before any save, the company's name and
 * RUT, the user as representative and contact, today, and each item with its quantity and its
 * price from the price list (NaN, an empty field, when the list has none).
 */
export function annexesPrefill({
  detail,
  draft,
  company,
  user,
  region,
  priceOf,
  now,
}: AnnexesPrefill): AnnexesFormValues {
  const lines = detail.items.map((item) => {
    const saved = draft?.economica.lines.find((line) => line.correlative === item.correlativo);
    if (saved) return { ...saved };
    const listed = priceOf?.(item.nombre, item.codigoProducto) ?? null;
    return {
      correlative: item.correlativo,
      quantity: item.cantidad,
      unitPrice: listed === null ? Number.NaN : Math.round(listed),
    };
  });
  if (draft) {
    return {
      identificacion: { ...draft.identificacion },
      declaracion: { ...draft.declaracion },
      economica: { lines, validityDays: draft.economica.validityDays },
      advancedSignatureReady: draft.advancedSignatureReady,
    };
  }
  return {
    identificacion: {
      businessName: company.businessName,
      rut: company.rut ? formatRut(company.rut) : '',
      address: '',
      legalRepresentative: user.name,
      legalRepresentativeRut: '',
      email: user.email,
      phone: '',
    },
    declaracion: { place: region ?? '', signedOn: chileToday(now) },
    economica: { lines, validityDays: DEFAULT_VALIDITY_DAYS },
    advancedSignatureReady: false,
  };
}
