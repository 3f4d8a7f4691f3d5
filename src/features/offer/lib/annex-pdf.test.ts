import { describe, expect, it } from 'vitest';

import { buildDeclarationPdf, buildEconomicOfferPdf, buildIdentificationPdf } from './annex-pdf';

const OPPORTUNITY = {
  codigo: '1234-56-LE26',
  nombre: 'Servicio de aseo para el Hospital de Valparaíso',
  comprador: 'Servicio de Salud Valparaíso San Antonio',
};

const IDENTIFICATION = {
  businessName: 'Comercial Andes SpA',
  rut: '76.123.456-0',
  address: 'Avenida Brasil 1234, Valparaíso',
  legalRepresentative: 'Daniela Muñoz Rojas',
  legalRepresentativeRut: '12.345.678-5',
  email: 'contacto@andes.cl',
  phone: '+56 9 1234 5678',
};

/** The PDF's bytes as text, one character per byte (WinAnsi's accents are single bytes). */
function pdfBytes(blob: Blob) {
  // jsdom's Blob has no arrayBuffer(); its FileReader reads one.
  return new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new TextDecoder('latin1').decode(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/** A string as written inside a text operator: parentheses escaped. */
const shown = (text: string) => `(${text.replace(/([()\\])/g, '\\$1')}) Tj`;

describe('the anexos as PDF', () => {
  it('writes the identification with its title, the opportunity and every field, accents whole', async () => {
    const blob = buildIdentificationPdf(OPPORTUNITY, IDENTIFICATION, true);
    expect(blob.type).toBe('application/pdf');
    const text = await pdfBytes(blob);
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain('/Encoding /WinAnsiEncoding');
    for (const piece of [
      'Identificación del oferente',
      'Proceso de compra 1234-56-LE26',
      'Servicio de aseo para el Hospital de Valparaíso',
      'Razón social:',
      'Comercial Andes SpA',
      'Daniela Muñoz Rojas',
      'Teléfono:',
      'Este anexo se firmará con firma electrónica avanzada (Ley N° 19.799).',
    ]) {
      expect(text).toContain(shown(piece));
    }
  });

  it('writes the sworn statement with the company named and its date in words', async () => {
    const blob = buildDeclarationPdf(
      OPPORTUNITY,
      { ...IDENTIFICATION, place: 'Valparaíso', signedOn: '2026-11-29' },
      false,
    );
    const text = await pdfBytes(blob);
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain(shown('Declaración jurada de requisitos para ofertar'));
    // The opening wraps: its first words start a line.
    expect(text).toMatch(/\(En Valparaíso, a 29 de noviembre de 2026, Daniela Muñoz Rojas, RUT/);
    expect(text).toContain('prácticas antisindicales');
    expect(text).toContain('artículo 4° de la Ley N° 19.886');
    expect(text).not.toContain('firma electrónica avanzada');
  });

  it('writes the economic offer as a table of lines with net, IVA and total', async () => {
    const blob = buildEconomicOfferPdf(
      OPPORTUNITY,
      {
        lines: [
          {
            correlative: 1,
            name: 'Limpieza de pabellón',
            unit: 'mes',
            quantity: 12,
            unitPrice: 1_250_000,
          },
          {
            correlative: 2,
            name: 'Jabón líquido ¿neutro? ¡sí!',
            unit: 'litro',
            quantity: 3,
            unitPrice: 1990,
          },
        ],
        validityDays: 60,
        businessName: IDENTIFICATION.businessName,
        rut: IDENTIFICATION.rut,
        legalRepresentative: IDENTIFICATION.legalRepresentative,
      },
      false,
    );
    const text = await pdfBytes(blob);
    expect(text.startsWith('%PDF-')).toBe(true);
    for (const piece of [
      'Oferta económica',
      'Limpieza de pabellón',
      '12 mes',
      '$1.250.000',
      '$15.000.000',
      'Jabón líquido ¿neutro? ¡sí!',
      '$5.970',
      'Total neto',
      '$15.005.970',
      'IVA (19 %)',
      '$2.851.134',
      'Total con IVA',
      '$17.857.104',
      '60 días corridos desde el cierre',
    ]) {
      expect(text).toContain(shown(piece));
    }
  });
});
