import { paths } from '@/config/paths';
import { formatChileDate, formatCLP } from '@/lib/format';

import { biddingTerms, GUARANTEE_INSTRUMENTS } from '../catalogue/bidding-terms';
import type { MockOpportunity } from '../catalogue/opportunities';
import { relativeClose } from './closing-periods';
import type { Passage, Section } from './document-text';
import type { FamilyId } from './question-families';

/*
 * What one opportunity's read documents say about one family of questions (decision 0017): the
 * facts come from the opportunity's own data and bidding terms, and each fact is told only when a
 * passage of a document read says it, and cites that passage. Null: nothing read says it.
 */

/**
 * The facts of one family about one opportunity: sentences of markdown, and their passages.
 * `none`: the family does not apply (no visit, no guarantee asked for), which an answer over
 * several opportunities says in one line.
 */
export type Facts = { lines: string[]; passages: Passage[]; none?: boolean };

/** The passages of one opportunity in given sections: its documents' first, the portal's last. */
export type FindPassages = (sections: readonly Section[]) => Passage[];

const dt = (value: string) => formatChileDate(value, 'dateTime');

/** Text from the catalogue inside markdown: one line, with the marks that would format it escaped. */
export function plain(text: string) {
  return text.replace(/\s+/g, ' ').replace(/([\\`*_[\]<>|#])/g, '\\$1');
}

/** A link to the opportunity's detail, opened in a new tab by the chat (spec §2). */
export function linkTo(record: MockOpportunity) {
  return `[${record.code}](${paths.dashboard.opportunity.getHref(record.code)})`;
}

export function shortName(record: MockOpportunity, max = 70) {
  const name = plain(record.name);
  return name.length > max ? `${name.slice(0, max - 1).trimEnd()}…` : name;
}

type FactsOf = (record: MockOpportunity, find: FindPassages, now: Date) => Facts | null;

function withPassages(
  passages: Passage[],
  lines: (string | false | null)[],
  none = false,
): Facts | null {
  if (passages.length === 0) return null;
  return { passages, lines: lines.filter((line): line is string => Boolean(line)), none };
}

const offersWord = (record: MockOpportunity) =>
  record.kind === 'compra_agil' ? 'cotizaciones' : 'ofertas';

const cierre: FactsOf = (record, find, now) =>
  withPassages(find(['calendario']), [
    `**Cierre de recepción de ${offersWord(record)}**: ${dt(record.dates.close)} (${relativeClose(record.dates.close, now)}).`,
    record.dates.questionsClose && `Cierre de consultas: ${dt(record.dates.questionsClose)}.`,
  ]);

const calendario: FactsOf = (record, find, now) => {
  const { dates } = record;
  return withPassages(find(['calendario']), [
    `Publicación: ${dt(dates.published)}.`,
    dates.questionsClose && `Cierre de consultas: ${dt(dates.questionsClose)}.`,
    dates.answersPublished && `Publicación de respuestas: ${dt(dates.answersPublished)}.`,
    dates.fieldVisit && `Visita a terreno: ${dt(dates.fieldVisit)}.`,
    `**Cierre de recepción de ${offersWord(record)}**: ${dt(dates.close)} (${relativeClose(dates.close, now)}).`,
    dates.technicalOpening && `Apertura técnica: ${dt(dates.technicalOpening)}.`,
    dates.estimatedAward && `Adjudicación estimada: ${dt(dates.estimatedAward)}.`,
  ]);
};

const garantias: FactsOf = (record, find) => {
  const passages = find(['seriedad', 'fiel', 'garantias']);
  if (record.kind === 'compra_agil') {
    return withPassages(
      passages,
      [
        'Esta compra ágil no exige **Garantía de seriedad de la oferta** ni **Garantía de fiel cumplimiento**.',
      ],
      true,
    );
  }
  const { seriedad, fielCumplimiento } = biddingTerms(record);
  return withPassages(
    passages,
    [
      seriedad
        ? `**Garantía de seriedad de la oferta**: ${formatCLP(seriedad.amount)}${record.amountVisible ? ` (${seriedad.percent} % del presupuesto estimado)` : ''}, vigente al menos ${seriedad.validityDays} días corridos desde el cierre (${dt(record.dates.close)}).`
        : '**Garantía de seriedad de la oferta**: no se exige.',
      fielCumplimiento
        ? `**Garantía de fiel cumplimiento**: ${fielCumplimiento.percent} % del valor total del contrato${record.amountVisible ? ` (unos ${formatCLP(fielCumplimiento.amount)} sobre el presupuesto estimado)` : ''}, vigente ${fielCumplimiento.validityDays} días corridos; la entrega el adjudicatario.`
        : '**Garantía de fiel cumplimiento**: no se exige.',
      (seriedad || fielCumplimiento) && `Se aceptan: ${GUARANTEE_INSTRUMENTS}.`,
    ],
    !seriedad && !fielCumplimiento,
  );
};

const visita: FactsOf = (record, find, now) => {
  const visit = record.dates.fieldVisit;
  const clause = find(['visita']);
  const passages = clause.length > 0 ? clause : find(['calendario']);
  if (record.kind === 'compra_agil') {
    return withPassages(passages, ['Las compras ágiles no tienen visita a terreno.'], true);
  }
  if (!visit) return withPassages(passages, ['No contempla **visita a terreno**.'], true);
  const done = new Date(visit).getTime() < now.getTime() ? ' (ya se realizó)' : '';
  return withPassages(passages, [
    clause.length > 0
      ? `**Visita a terreno obligatoria**: ${dt(visit)}${done}, en ${plain(record.buyer.address)}, ${plain(record.buyer.comuna)}. Quien no asiste queda fuera de bases.`
      : `**Visita a terreno**: ${dt(visit)}${done}.`,
  ]);
};

const muestras: FactsOf = (record, find) => {
  const { samples } = biddingTerms(record);
  return withPassages(
    find(['muestras']),
    [
      samples
        ? `**Muestras**: se entregan en ${plain(record.buyer.address)}, ${plain(record.buyer.comuna)}, hasta el ${dt(record.dates.questionsClose ?? record.dates.close)}, rotuladas con el código ${record.code}.`
        : 'No se piden **muestras**.',
    ],
    !samples,
  );
};

const presupuesto: FactsOf = (record, find) =>
  withPassages(find(['presupuesto']), [
    record.amountVisible
      ? `**${record.kind === 'compra_agil' ? 'Monto disponible' : 'Presupuesto disponible'}**: ${formatCLP(record.estimatedAmount)}, impuestos incluidos${record.currency === 'CLP' ? '' : ` (publicado en ${record.currency})`}.`
      : 'El organismo **no publica** el monto estimado.',
  ]);

const criterios: FactsOf = (record, find) => {
  const { evaluation } = biddingTerms(record);
  return withPassages(find(['criterios']), [
    record.kind === 'compra_agil'
      ? 'Se elige la cotización de **menor precio** que cumpla lo pedido (precio: 100 %).'
      : evaluation.map((criterion) => `${criterion.name}: **${criterion.weight} %**`).join('; ') +
        '. Empate: gana el mejor puntaje en precio.',
  ]);
};

const contacto: FactsOf = (record, find) => {
  const { buyer } = record;
  const email = record.responsibleEmail;
  return withPassages(find(['contacto', 'contrato']), [
    `**Responsable**: ${plain(record.responsibleName)} ([${plain(email)}](mailto:${encodeURI(email)})).`,
    `**Unidad de compra**: ${plain(buyer.unitName)} de ${plain(buyer.organismName)}, RUT ${buyer.unitRut}, ${plain(buyer.address)}, ${plain(buyer.comuna)}.`,
    record.kind === 'compra_agil'
      ? '**Consultas**: en la ficha de la compra ágil en Mercado Público, antes del cierre.'
      : `**Consultas**: solo por el foro de la licitación en Mercado Público, hasta el ${dt(record.dates.questionsClose ?? record.dates.close)}.`,
  ]);
};

const entrega: FactsOf = (record, find) => {
  const { delivery, work } = biddingTerms(record);
  const place = plain(delivery.place);
  return withPassages(find(['entrega']), [
    work === 'obra'
      ? `**Lugar de ejecución**: ${place}. **Plazo**: ${delivery.days} días corridos desde la entrega de terreno.`
      : work === 'servicio'
        ? `**Lugar**: ${place}. **Inicio**: dentro de ${delivery.days} días hábiles desde la orden de compra${record.contractDurationMonths ? `, por ${record.contractDurationMonths} meses` : ''}.`
        : `**Lugar de entrega**: ${place}. **Plazo**: ${delivery.days} días hábiles desde la orden de compra${delivery.partial ? ', en entregas parciales según el programa mensual' : ''}.`,
  ]);
};

const multas: FactsOf = (record, find) => {
  const { fines, work } = biddingTerms(record);
  return withPassages(
    find(['multas']),
    [
      fines
        ? `**Multa**: ${fines.percentPerDay.toLocaleString('es-CL')} % ${work === 'obra' ? 'del contrato por día corrido de atraso' : work === 'servicio' ? 'del valor mensual por día de incumplimiento' : 'del valor neto atrasado por día hábil'}, con tope de ${fines.capPercent} %; superado el tope, término anticipado y cobro de la garantía de fiel cumplimiento.`
        : 'No fija **multas**: ante un atraso el organismo puede cancelar la orden de compra.',
    ],
    !fines,
  );
};

const pago: FactsOf = (record, find) => {
  const { payment } = biddingTerms(record);
  return withPassages(find(['pago']), [
    `**Plazo de pago**: ${payment.days} días corridos desde la recepción conforme de la factura (Ley 21.131); pago ${payment.schedule}.`,
  ]);
};

const contrato: FactsOf = (record, find) =>
  withPassages(find(['contrato']), [
    record.contractDurationMonths
      ? `**Duración**: ${record.contractDurationMonths} meses${record.renewable ? ', renovable una vez por igual período' : ', sin renovación'}.`
      : '**Duración**: entrega única, sin contrato de suministro.',
    `**Contraparte técnica**: ${plain(record.responsibleName)}.`,
  ]);

/** The families told fact by fact (the others are composed over every opportunity at once). */
export const FACTS: Partial<Record<FamilyId, FactsOf>> = {
  cierre,
  calendario,
  garantias,
  visita,
  muestras,
  presupuesto,
  criterios,
  contacto,
  entrega,
  multas,
  pago,
  contrato,
};
