import { format, parseISO } from 'date-fns';
import { es } from 'date-fns/locale';

/*
 * The sworn statement of the requirements to bid (art. 4 of Ley N° 19.886): the words the
 * form shows and the PDF prints, with the company's names filled in.
 */

export type DeclarationFacts = {
  businessName: string;
  rut: string;
  address: string;
  legalRepresentative: string;
  legalRepresentativeRut: string;
  place: string;
  signedOn: string;
  codigo: string;
  nombre: string;
};

/** '2026-11-29' -> '29 de noviembre de 2026'; the text as given when it is no date. */
export function longSpanishDate(isoDate: string): string {
  const date = parseISO(isoDate);
  return Number.isNaN(date.getTime())
    ? isoDate
    : format(date, "d 'de' MMMM 'de' yyyy", { locale: es });
}

const blank = (value: string) => value.trim() || '__________';

export const DECLARATION_STATEMENTS = [
  'No se encuentra afecta a ninguna de las inhabilidades para contratar con el Estado que establece el artículo 4° de la Ley N° 19.886, de Bases sobre Contratos Administrativos de Suministro y Prestación de Servicios.',
  'No ha sido condenada por prácticas antisindicales ni por infracción a los derechos fundamentales del trabajador dentro de los dos años anteriores a la presentación de esta oferta.',
  'No tiene entre sus socios, accionistas, directores ni representantes a funcionarios directivos del organismo comprador ni a personas unidas a ellos por los vínculos de parentesco que señala la ley, ni existe otro conflicto de intereses que le impida contratar con el organismo.',
  'No ha sido condenada a la pena de prohibición de celebrar actos y contratos con organismos del Estado.',
] as const;

/** The statement's opening, its numbered points, and its closing. */
export function declarationText(facts: DeclarationFacts) {
  const opening =
    `En ${blank(facts.place)}, a ${blank(facts.signedOn && longSpanishDate(facts.signedOn))}, ` +
    `${blank(facts.legalRepresentative)}, RUT ${blank(facts.legalRepresentativeRut)}, en ` +
    `representación de ${blank(facts.businessName)}, RUT ${blank(facts.rut)}, con domicilio en ` +
    `${blank(facts.address)}, declara bajo juramento que su representada:`;
  const closing = `Se extiende esta declaración para ser presentada en el proceso de compra ${facts.codigo}, «${facts.nombre}».`;
  return { opening, statements: DECLARATION_STATEMENTS, closing };
}
