import { describe, expect, it } from 'vitest';

import { formatChileDate, formatCLP } from '@/lib/format';

import { biddingTerms } from '../catalogue/bidding-terms';
import { generateOpportunities, type MockOpportunity } from '../catalogue/opportunities';
import { composeAnswer } from './compose-answer';
import { indexReading } from './passage-index';
import type { FamilyId } from './question-families';

/*
 * The answer engine, family by family (decision 0017): about one tender (the document chat) and
 * about every opportunity followed (the supervision assistant), each fact from the opportunity's
 * own data, each answer citing the passage that says it.
 */

/** Wednesday 25 November 2026, 12:00 in Chile: 'esta semana' ends on Sunday the 29th. */
const NOW = new Date('2026-11-25T15:00:00.000Z');
const records = generateOpportunities({ count: 1500, now: NOW });

const at = (value: string | null) => formatChileDate(value, 'dateTime');
const opens = (record: MockOpportunity) => Date.parse(record.dates.close) > NOW.getTime();
const afterThisWeek = (record: MockOpportunity) => record.dates.close > '2026-11-30T03:00';
const link = (record: MockOpportunity) => `[${record.code}](/dashboard/opportunity/${record.code})`;

function pick(what: string, test: (record: MockOpportunity) => boolean) {
  const found = records.find(test);
  if (!found) throw new Error(`The catalogue has no ${what}`);
  return found;
}

/** A tender with everything: a field visit to come, both guarantees, a published budget. */
const TENDER = pick('tender with a visit and both guarantees', (record) => {
  const terms = biddingTerms(record);
  return (
    record.kind === 'licitacion' &&
    opens(record) &&
    afterThisWeek(record) &&
    record.amountVisible &&
    record.dates.fieldVisit !== null &&
    record.dates.fieldVisit > NOW.toISOString() &&
    terms.seriedad !== null &&
    terms.fielCumplimiento !== null
  );
});
/** A tender for goods that asks for samples. */
const GOODS = pick(
  'tender asking for samples',
  (record) =>
    record.kind === 'licitacion' &&
    opens(record) &&
    afterThisWeek(record) &&
    biddingTerms(record).samples,
);
/** An agile purchase closing this week, with its terms of reference. */
const AGILE = pick(
  'agile purchase closing this week',
  (record) =>
    record.kind === 'compra_agil' &&
    opens(record) &&
    !afterThisWeek(record) &&
    record.attachments.some((attachment) => attachment.name === 'Términos de Referencia.pdf'),
);
/** A tender already closed. */
const CLOSED = pick(
  'closed tender',
  (record) => record.kind === 'licitacion' && !opens(record) && record.amountVisible,
);

function tenderIndex(record: MockOpportunity) {
  return indexReading({
    scope: 'tender',
    records: [record],
    documents: record.attachments.map((attachment) => ({ record, attachment })),
  });
}

const FOLLOWED = [TENDER, GOODS, AGILE, CLOSED];
const portfolio = indexReading({
  scope: 'portfolio',
  records: FOLLOWED,
  documents: FOLLOWED.flatMap((record) =>
    record.attachments.map((attachment) => ({ record, attachment })),
  ),
});

type Case = {
  family: FamilyId | 'ninguna';
  question: string;
  record?: MockOpportunity;
  /** What the answer says, computed from the record. */
  says: (record: MockOpportunity) => string[];
  /** The passage the answer cites (its text's start). */
  cites: RegExp | null;
};

const terms = (record: MockOpportunity) => biddingTerms(record);

const ONE_TENDER: Case[] = [
  {
    family: 'cierres-periodo',
    question: '¿Qué licitaciones cierran esta semana?',
    says: (record) => [
      `No: ${link(record)} cierra el ${at(record.dates.close)}`,
      'fuera de esta semana (hasta el domingo 29-11-2026)',
    ],
    cites: /^Calendario de la licitación\./,
  },
  {
    family: 'cierre',
    question: '¿Cuál es la fecha y hora de cierre?',
    says: (record) => [`**Cierre de recepción de ofertas**: ${at(record.dates.close)}`],
    cites: /^Calendario de la licitación\./,
  },
  {
    family: 'calendario',
    question: 'Fechas clave',
    says: (record) => [
      `Publicación: ${at(record.dates.published)}.`,
      `Cierre de consultas: ${at(record.dates.questionsClose)}.`,
      `Visita a terreno: ${at(record.dates.fieldVisit)}.`,
    ],
    cites: /^Calendario de la licitación\./,
  },
  {
    family: 'garantias',
    question: '¿De cuánto es la BOLETA de garantia?',
    says: (record) => [
      `**Garantía de seriedad de la oferta**: ${formatCLP(terms(record).seriedad!.amount)} (${terms(record).seriedad!.percent} % del presupuesto estimado)`,
      `**Garantía de fiel cumplimiento**: ${terms(record).fielCumplimiento!.percent} % del valor total del contrato`,
    ],
    cites: /^Garantía de seriedad de la oferta\. El oferente/,
  },
  {
    family: 'visita',
    question: '¿Cuándo es la visita a terreno?',
    says: (record) => [`**Visita a terreno obligatoria**: ${at(record.dates.fieldVisit)}`],
    cites: /^Visita a terreno\. Se realizará/,
  },
  {
    family: 'muestras',
    question: '¿Piden muestras?',
    record: GOODS,
    says: (record) => ['**Muestras**: se entregan en', `rotuladas con el código ${record.code}`],
    cites: /^Entrega de muestras\. Los oferentes/,
  },
  {
    family: 'presupuesto',
    question: '¿Cuál es el monto disponible?',
    says: (record) => [`**Presupuesto disponible**: ${formatCLP(record.estimatedAmount)}`],
    cites: /^Presupuesto\. El presupuesto disponible/,
  },
  {
    family: 'productos',
    question: 'Tabla de productos con cantidades y unidades',
    says: (record) => [
      '| N° | Producto | Cantidad | Unidad | Código ONU |',
      ...record.items.map(
        (item) => `| ${item.correlative} | ${item.productName} | ${item.quantity} | ${item.unit} |`,
      ),
    ],
    cites: /^(Productos solicitados|Ítem 1:)/,
  },
  {
    family: 'requisitos',
    question: '¿Qué documentos tengo que presentar para postular?',
    says: (record) => [
      `Para postular a ${link(record)}`,
      '**Garantías**: Seriedad de la oferta:',
      '**Certificados**: Certificación de calidad del fabricante',
      '**Visita a terreno**:',
    ],
    cites: /^Requisitos técnicos\./,
  },
  {
    family: 'criterios',
    question: '¿Cuáles son los criterios de evaluación y sus ponderaciones?',
    says: (record) =>
      terms(record).evaluation.map((criterion) => `${criterion.name}: **${criterion.weight} %**`),
    cites: /^Criterios de evaluación\./,
  },
  {
    family: 'contacto',
    question: '¿A quién contacto? ¿Cuál es su correo?',
    says: (record) => [
      `(mailto:${record.responsibleEmail})`,
      `RUT ${record.buyer.unitRut}`,
      `**Consultas**: solo por el foro de la licitación en Mercado Público, hasta el ${at(record.dates.questionsClose)}`,
    ],
    cites: /^Contacto\. Responsable/,
  },
  {
    family: 'entrega',
    question: '¿Cuál es el lugar y plazo de entrega?',
    says: (record) => [`${terms(record).delivery.days} días`, record.buyer.comuna],
    cites: /^(Lugar y plazo de entrega|Plazo y lugar de ejecución)\./,
  },
  {
    family: 'multas',
    question: '¿Hay multas por atraso?',
    says: (record) => [
      `**Multa**: ${terms(record).fines!.percentPerDay.toLocaleString('es-CL')} %`,
      `con tope de ${terms(record).fines!.capPercent} %`,
    ],
    cites: /^Multas\. Se aplicará/,
  },
  {
    family: 'pago',
    question: '¿Cuál es el plazo de pago?',
    says: () => [
      '**Plazo de pago**: 30 días corridos desde la recepción conforme de la factura (Ley 21.131)',
    ],
    cites: /^Forma de pago\./,
  },
  {
    family: 'contrato',
    question: '¿Cuánto dura el contrato?',
    says: (record) => [
      record.contractDurationMonths
        ? `**Duración**: ${record.contractDurationMonths} meses`
        : '**Duración**: entrega única',
    ],
    cites: /^Contrato\./,
  },
  {
    family: 'resumen',
    question: 'Hazme un resumen',
    says: (record) => [
      `## Resumen de la licitación ${link(record)}`,
      '### Fechas clave',
      `**Visita a terreno obligatoria**: ${at(record.dates.fieldVisit)}`,
      '### Garantías',
      '### Productos solicitados',
    ],
    cites: /^Garantía de seriedad de la oferta\./,
  },
  {
    family: 'ninguna',
    question: '¿Cuál es el color favorito del alcalde?',
    says: () => ['No encontré esa información en los documentos de esta licitación.'],
    cites: null,
  },
];

describe('the answer about one tender', () => {
  it.each(ONE_TENDER.map((entry) => [entry.family, entry] as const))(
    '%s',
    (_family, { question, record = TENDER, says, cites }) => {
      const answer = composeAnswer(tenderIndex(record), question, NOW);
      for (const text of says(record)) expect(answer.markdown).toContain(text);
      if (!cites) {
        expect(answer.fuentes).toEqual([]);
        return;
      }
      const cited = answer.fuentes.find((source) => cites.test(source.texto));
      expect(cited, `cites ${cites}`).toBeDefined();
      expect(record.attachments.map((attachment) => attachment.name)).toContain(cited!.archivo);
      expect(cited!.puntuacion).toBe(1);
    },
  );

  it('answers each family a question asks, under its own heading', () => {
    const answer = composeAnswer(
      tenderIndex(TENDER),
      '¿Cuándo es la visita a terreno y qué garantías piden?',
      NOW,
    );
    expect(answer.markdown).toMatch(/^### Visita a terreno\n[\s\S]*\n### Garantías\n/);
    expect(answer.fuentes.map((source) => source.texto.split('.')[0])).toEqual([
      'Visita a terreno',
      'Garantía de seriedad de la oferta',
      'Garantía de fiel cumplimiento del contrato',
    ]);
  });

  it('hands the checklist with the requirements and the summary', () => {
    for (const question of ['¿Qué requisitos piden?', 'Resumen']) {
      const answer = composeAnswer(tenderIndex(TENDER), question, NOW);
      expect(new Set(answer.requisitos?.map((item) => item.categoria))).toEqual(
        new Set(['Garantías', 'Certificados', 'Visita a terreno', ...annexCategory(TENDER)]),
      );
    }
  });

  it('says what the documents read do not say', () => {
    const technical = TENDER.attachments.filter((attachment) =>
      /Técnicas|Especificaciones|Referencia/.test(attachment.name),
    );
    const index = indexReading({
      scope: 'tender',
      records: [TENDER],
      documents: technical.map((attachment) => ({ record: TENDER, attachment })),
    });
    const answer = composeAnswer(index, '¿Hay multas?', NOW);
    expect(answer.markdown).toMatch(/^No encontré esa información|^Según/);
    expect(answer.markdown).not.toContain('**Multa**');
  });
});

function annexCategory(record: MockOpportunity) {
  return record.attachments.some((attachment) =>
    /^Anexo|Formulario|Itemizado/.test(attachment.name),
  )
    ? ['Documentos a presentar']
    : [];
}

const EVERY_FOLLOWED: Case[] = [
  {
    family: 'cierres-periodo',
    question: '¿Qué licitaciones cierran esta semana?',
    says: () => [
      '**Cierran esta semana (hasta el domingo 29-11-2026)** 1 de las 4 oportunidades que sigues:',
      `| ${at(AGILE.dates.close)} (`,
      link(AGILE),
    ],
    cites: /^Calendario de la compra ágil\./,
  },
  {
    family: 'cierre',
    question: '¿Cuándo cierran?',
    says: () => [
      '**Cierre de ofertas** de las 4 oportunidades que sigues',
      `Ya cerraron: ${link(CLOSED)} (${at(CLOSED.dates.close)}).`,
    ],
    cites: /^Calendario/,
  },
  {
    family: 'garantias',
    question: '¿Qué garantías piden?',
    says: () => [
      `- **${link(TENDER)}**`,
      `**Garantía de seriedad de la oferta**: ${formatCLP(terms(TENDER).seriedad!.amount)}`,
      'Sin garantías:',
      link(AGILE),
    ],
    cites: /^Garantía de seriedad de la oferta\. El oferente/,
  },
  {
    family: 'visita',
    question: '¿Tienen visita a terreno?',
    says: () => [
      `- **${link(TENDER)}**`,
      `**Visita a terreno obligatoria**: ${at(TENDER.dates.fieldVisit)}`,
      'Sin visita a terreno:',
    ],
    cites: /^Visita a terreno\. Se realizará/,
  },
  {
    family: 'presupuesto',
    question: '¿Cuál es el presupuesto de cada una?',
    says: () => [
      `**Presupuesto disponible**: ${formatCLP(TENDER.estimatedAmount)}`,
      `**Monto disponible**: ${formatCLP(AGILE.estimatedAmount)}`,
      `**Presupuesto disponible**: ${formatCLP(CLOSED.estimatedAmount)}`,
    ],
    cites: /^Presupuesto\./,
  },
  {
    family: 'productos',
    question: 'Hazme una tabla de los productos',
    says: () => [
      '| Licitación | N° | Producto | Cantidad | Unidad | Código ONU |',
      `| ${link(AGILE)} | 1 | ${AGILE.items[0]!.productName} |`,
    ],
    cites: /^(Productos solicitados|Ítem 1:)/,
  },
  {
    family: 'ninguna',
    question: 'qwerty zxcv',
    says: () => ['No encontré esa información en los documentos de las oportunidades que sigues.'],
    cites: null,
  },
];

describe('the answer about every opportunity followed', () => {
  it.each(EVERY_FOLLOWED.map((entry) => [entry.family, entry] as const))(
    '%s',
    (_family, { question, says, cites }) => {
      const answer = composeAnswer(portfolio, question, NOW);
      for (const text of says(TENDER)) expect(answer.markdown).toContain(text);
      if (!cites) {
        expect(answer.fuentes).toEqual([]);
        return;
      }
      const cited = answer.fuentes.find((source) => cites.test(source.texto));
      expect(cited, `cites ${cites}`).toBeDefined();
      // Each source names its opportunity.
      for (const source of answer.fuentes) {
        expect(FOLLOWED.some((record) => source.archivo.startsWith(`${record.code} · `))).toBe(
          true,
        );
      }
    },
  );

  it('knows an agile purchase without documents from its page on the portal', () => {
    const bare = { ...AGILE, attachments: [] };
    const index = indexReading({ scope: 'portfolio', records: [bare], documents: [] });
    const answer = composeAnswer(index, '¿Cuándo cierra?', NOW);
    expect(answer.markdown).toContain(link(bare));
    expect(answer.fuentes[0]).toMatchObject({
      archivo: `${bare.code} · Ficha en Mercado Público`,
      puntuacion: 0.9,
    });
  });

  it("answers an agile purchase's chat from its page on the portal when its documents are silent", () => {
    const bare = { ...AGILE, attachments: [] };
    const index = indexReading({ scope: 'tender', records: [bare], documents: [] });
    const guarantees = composeAnswer(index, '¿Qué garantías piden?', NOW);
    expect(guarantees.markdown).toContain(
      'Esta compra ágil no exige **Garantía de seriedad de la oferta** ni **Garantía de fiel cumplimiento**.',
    );
    expect(guarantees.fuentes[0]).toMatchObject({ archivo: 'Ficha en Mercado Público' });
    const products = composeAnswer(index, '¿Qué productos piden?', NOW);
    expect(products.markdown).toContain(bare.items[0]!.productName);
  });
});
