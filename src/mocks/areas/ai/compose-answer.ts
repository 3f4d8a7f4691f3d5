import { formatChileDate } from '@/lib/format';

import type { MockOpportunity } from '../catalogue/opportunities';
import { closesIn, periodOf, relativeClose, type ClosingPeriod } from './closing-periods';
import type { Passage } from './document-text';
import { FACTS, linkTo, plain, shortName, type Facts, type FindPassages } from './family-answers';
import { retrieve, sourceOf, type PassageIndex, type Source } from './passage-index';
import { classifyQuestion, familyLabel, type FamilyId } from './question-families';

/*
 * The mock AI's answers (decision 0017): a question is sorted into its families
 * (question-families.ts); each family is answered from what the documents read say, about one
 * tender or about every opportunity the user follows, with the passages it came from as
 * sources and a link to each opportunity named. A question of no family gets the passages that
 * match its words best (BM25), or is told that the documents do not say.
 */

export type Requirement = {
  id: string;
  categoria:
    'Documentos a presentar' | 'Garantías' | 'Certificados' | 'Visita a terreno' | 'Muestras';
  texto: string;
  archivo: string;
  pasaje: string;
};
export type ComposedAnswer = { markdown: string; fuentes: Source[]; requisitos?: Requirement[] };

/** A portfolio answer cites at most this many passages. */
const MAX_SOURCES = 12;

export const ANSWER_TEXTS = {
  suggestions:
    'Prueba a preguntar por el cierre, las fechas clave, las garantías, la visita a terreno, el presupuesto, los productos, los requisitos, los criterios de evaluación, el contacto, la entrega, las multas o la forma de pago.',
  notFound: (portfolio: boolean) =>
    `No encontré esa información en los documentos ${portfolio ? 'de las oportunidades que sigues' : 'de esta licitación'}.`,
} as const;

type Part = { markdown: string; passages: Passage[]; requisitos?: Requirement[]; found: boolean };

const dt = (value: string) => formatChileDate(value, 'dateTime');

/** The instruction the client adds (decision 0017) is not part of what is asked. */
function questionOnly(text: string) {
  return text.replace(/\n\s*\nResponde en formato markdown[\s\S]*$/i, '').trim();
}

function finder(index: PassageIndex, record: MockOpportunity): FindPassages {
  const own = index.passages.filter((passage) => passage.code === record.code);
  return (sections) => {
    const hits = own.filter((passage) => sections.includes(passage.section));
    const documents = hits.filter((passage) => !passage.ficha);
    const seen = new Set<string>();
    return (documents.length > 0 ? documents : hits).filter((passage) => {
      if (seen.has(passage.texto)) return false;
      seen.add(passage.texto);
      return true;
    });
  };
}

const isPortfolio = (index: PassageIndex) =>
  index.scope === 'portfolio' || index.records.length !== 1;

const followed = (index: PassageIndex) =>
  index.records.length === 1
    ? 'la oportunidad que sigues'
    : `las ${index.records.length} oportunidades que sigues`;

const list = (lines: string[]) =>
  lines.length === 1 ? lines[0]! : lines.map((line) => `- ${line}`).join('\n');

/* ---------------------------------------------------------- fact families ---- */

function factsPart(index: PassageIndex, family: FamilyId, now: Date): Part {
  const factsOf = FACTS[family]!;
  const label = familyLabel(family).toLowerCase();
  if (!isPortfolio(index)) {
    const record = index.records[0]!;
    const facts = factsOf(record, finder(index, record), now);
    if (!facts) {
      return {
        markdown: `Los documentos que leí de ${linkTo(record)} no dicen nada sobre ${label}.`,
        passages: [],
        found: false,
      };
    }
    return {
      markdown: `Según **${plain(facts.passages[0]!.archivo)}** de ${linkTo(record)}:\n\n${list(facts.lines)}`,
      passages: facts.passages,
      found: true,
    };
  }
  const lines: string[] = [];
  const without: MockOpportunity[] = [];
  const missing: MockOpportunity[] = [];
  const passages: Passage[] = [];
  for (const record of index.records) {
    const facts: Facts | null = factsOf(record, finder(index, record), now);
    if (!facts) {
      missing.push(record);
      continue;
    }
    passages.push(...facts.passages);
    if (facts.none) without.push(record);
    else lines.push(`- **${linkTo(record)}** ${shortName(record)}: ${facts.lines.join(' ')}`);
  }
  const links = (records: MockOpportunity[]) => records.map((record) => linkTo(record)).join(', ');
  const markdown = [
    `**${familyLabel(family)}** de ${followed(index)}:`,
    lines.join('\n'),
    without.length > 0 && `Sin ${label}: ${links(without)}.`,
    missing.length > 0 && `Sus documentos no lo dicen en: ${links(missing)}.`,
  ]
    .filter(Boolean)
    .join('\n\n');
  return { markdown, passages, found: lines.length + without.length > 0 };
}

/* ---------------------------------------------------------------- closings ---- */

function closingTable(records: MockOpportunity[], now: Date) {
  return [
    '| Cierre | Oportunidad | Nombre | Organismo |',
    '| --- | --- | --- | --- |',
    ...records.map(
      (record) =>
        `| ${dt(record.dates.close)} (${relativeClose(record.dates.close, now)}) | ${linkTo(record)} | ${shortName(record, 60)} | ${plain(record.buyer.organismName)} |`,
    ),
  ].join('\n');
}

const isOpen = (record: MockOpportunity, now: Date) =>
  new Date(record.dates.close).getTime() > now.getTime();

const calendarOf = (index: PassageIndex, records: MockOpportunity[]) =>
  records.flatMap((record) => finder(index, record)(['calendario']).slice(0, 1));

/** '¿Cuándo cierra?' over several: the open ones by closing, then those already closed. */
function closingsPart(index: PassageIndex, now: Date): Part {
  const open = index.records.filter((record) => isOpen(record, now));
  const closed = index.records.filter((record) => !isOpen(record, now));
  const markdown = [
    open.length > 0
      ? `**Cierre de ofertas** de ${followed(index)}, de la más próxima a la más lejana:\n\n${closingTable(open, now)}`
      : `Ninguna de ${followed(index)} sigue abierta.`,
    closed.length > 0 &&
      `Ya cerraron: ${closed.map((record) => `${linkTo(record)} (${dt(record.dates.close)})`).join(', ')}.`,
  ]
    .filter(Boolean)
    .join('\n\n');
  return { markdown, passages: calendarOf(index, open), found: index.records.length > 0 };
}

const DEFAULT_PERIOD_DAYS = 'los próximos 7 días';

/** '¿Qué licitaciones cierran esta semana?': those that close in the period, with dates. */
function periodPart(index: PassageIndex, question: string, now: Date): Part {
  const period: ClosingPeriod = periodOf(question, now) ?? periodOf(DEFAULT_PERIOD_DAYS, now)!;
  if (!isPortfolio(index)) {
    const record = index.records[0]!;
    const when = `${dt(record.dates.close)} (${relativeClose(record.dates.close, now)})`;
    const markdown = !isOpen(record, now)
      ? `No: ${linkTo(record)} ya cerró, el ${when}.`
      : closesIn(period, record.dates.close, now)
        ? `Sí: ${linkTo(record)} cierra el ${when}, dentro de ${period.label}.`
        : `No: ${linkTo(record)} cierra el ${when}, fuera de ${period.label}.`;
    return { markdown, passages: calendarOf(index, [record]), found: true };
  }
  const closing = index.records.filter((record) => closesIn(period, record.dates.close, now));
  if (closing.length > 0) {
    return {
      markdown: `**Cierran ${period.label}** ${closing.length} de ${followed(index)}:\n\n${closingTable(closing, now)}`,
      passages: calendarOf(index, closing),
      found: true,
    };
  }
  const next = index.records.find((record) => isOpen(record, now));
  return {
    markdown: `Ninguna de ${followed(index)} cierra ${period.label}. ${
      next
        ? `La próxima en cerrar es ${linkTo(next)} (${shortName(next)}), el ${dt(next.dates.close)} (${relativeClose(next.dates.close, now)}).`
        : 'Ninguna sigue abierta.'
    }`,
    passages: next ? calendarOf(index, [next]) : [],
    found: true,
  };
}

/* ---------------------------------------------------------------- products ---- */

/** The items asked for; over several opportunities, each row says which one it belongs to. */
export function productTable(records: MockOpportunity[]) {
  const several = records.length > 1;
  const rows = records.flatMap((entry) =>
    entry.items.map(
      (item) =>
        `| ${several ? `${linkTo(entry)} | ` : ''}${item.correlative} | ${plain(item.productName)} | ${item.quantity} | ${plain(item.unit)} | ${item.productCode} |`,
    ),
  );
  return [
    `| ${several ? 'Licitación | ' : ''}N° | Producto | Cantidad | Unidad | Código ONU |`,
    `| ${several ? '--- | ' : ''}---: | --- | ---: | --- | --- |`,
    ...rows,
  ].join('\n');
}

function productsPart(index: PassageIndex): Part {
  const read = index.records.filter(
    (entry) => finder(index, entry)(['productos', 'item']).length > 0,
  );
  if (read.length === 0) {
    return {
      markdown: 'Los documentos que leí no detallan los productos.',
      passages: [],
      found: false,
    };
  }
  const passages = read.flatMap((entry) => finder(index, entry)(['productos', 'item']).slice(0, 2));
  const whose = isPortfolio(index)
    ? `de ${followed(index)}`
    : `los documentos de ${linkTo(read[0]!)}`;
  return {
    markdown: `Estos son los productos que piden ${whose}:\n\n${productTable(read)}`,
    passages,
    found: true,
  };
}

/* ------------------------------------------------------------ requirements ---- */

/** The first sentences of a passage: what a checklist line says. */
const firstSentences = (text: string, count: number) =>
  text
    .split(/(?<=\.)\s+/)
    .slice(0, count)
    .join(' ');

/**
 * What a supplier must do to bid, from the passages that say so: the annexes to submit, each
 * guarantee asked for with its amount and term, the certificates the technical bases ask for,
 * the field visit and the samples when the bases ask for them.
 */
export function requirements(index: PassageIndex): Requirement[] {
  const out: Requirement[] = [];
  const seen = new Set<string>();
  for (const passage of index.passages) {
    if (seen.has(passage.texto)) continue;
    seen.add(passage.texto);
    const add = (categoria: Requirement['categoria'], texto: string) =>
      out.push({
        id: `r${out.length + 1}`,
        categoria,
        texto,
        archivo: sourceOf(index, passage).archivo,
        pasaje: passage.texto,
      });
    const text = passage.texto;
    if (passage.section === 'anexo') {
      add(
        'Documentos a presentar',
        `Completar, firmar y adjuntar ${passage.archivo.replace(/\.pdf$/i, '')}.`,
      );
    } else if (passage.section === 'seriedad' && !/no exige/.test(text)) {
      add(
        'Garantías',
        firstSentences(
          text.replace(/^Garantía de seriedad de la oferta\. /, 'Seriedad de la oferta: '),
          2,
        ),
      );
    } else if (passage.section === 'fiel' && !/no exige/.test(text)) {
      add(
        'Garantías',
        firstSentences(
          text.replace(/^Garantía de fiel cumplimiento del contrato\. /, 'Fiel cumplimiento: '),
          2,
        ),
      );
    } else if (passage.section === 'requisitos-tecnicos') {
      add(
        'Certificados',
        'Certificación de calidad del fabricante y ficha técnica en español de cada ítem.',
      );
    } else if (passage.section === 'visita' && text.startsWith('Visita a terreno. Se realizará')) {
      add('Visita a terreno', firstSentences(text.replace(/^Visita a terreno\. /, ''), 2));
    } else if (
      passage.section === 'muestras' &&
      text.startsWith('Entrega de muestras. Los oferentes')
    ) {
      add('Muestras', firstSentences(text.replace(/^Entrega de muestras\. /, ''), 1));
    }
  }
  return out;
}

function requirementsPart(index: PassageIndex): Part {
  const checklist = requirements(index);
  if (checklist.length === 0) {
    return {
      markdown: 'Los documentos que leí no piden anexos, garantías ni certificados.',
      passages: [],
      found: false,
    };
  }
  const passageOf = new Map(index.passages.map((passage) => [passage.texto, passage]));
  const passages = checklist.flatMap((item) => passageOf.get(item.pasaje) ?? []);
  const categories = [...new Set(checklist.map((item) => item.categoria))];
  if (!isPortfolio(index)) {
    const lines = categories.map(
      (categoria) =>
        `**${categoria}**: ${checklist
          .filter((item) => item.categoria === categoria)
          .map((item) => plain(item.texto))
          .join(' ')}`,
    );
    return {
      markdown: `Para postular a ${linkTo(index.records[0]!)}, según sus documentos:\n\n${list(lines)}`,
      passages,
      requisitos: checklist,
      found: true,
    };
  }
  const lines = index.records.flatMap((entry) => {
    const own = passages.filter((passage) => passage.code === entry.code);
    if (own.length === 0) return [];
    const mine = checklist.filter((item) => own.some((passage) => passage.texto === item.pasaje));
    const counts = categories
      .map(
        (categoria) =>
          [categoria, mine.filter((item) => item.categoria === categoria).length] as const,
      )
      .filter(([, count]) => count > 0)
      .map(([categoria, count]) => `${categoria.toLowerCase()} (${count})`);
    return [`- **${linkTo(entry)}** ${shortName(entry)}: ${counts.join(', ')}.`];
  });
  return {
    markdown: `**Requisitos para postular** en ${followed(index)} (el detalle, en la lista de abajo):\n\n${lines.join('\n')}`,
    passages,
    requisitos: checklist,
    found: true,
  };
}

/* ---------------------------------------------------------------- summary ---- */

function summary(index: PassageIndex, now: Date): ComposedAnswer {
  const portfolio = isPortfolio(index);
  const section = (family: FamilyId) => factsPart(index, family, now);
  const dates = portfolio ? closingsPart(index, now) : section('calendario');
  const visit = section('visita');
  const samples = section('muestras');
  const guarantees = section('garantias');
  const title = portfolio
    ? `## Resumen de ${followed(index)}`
    : `## Resumen de la licitación ${linkTo(index.records[0]!)}`;
  const markdown = [
    title,
    '### Fechas clave',
    dates.markdown,
    '### Visita a terreno',
    visit.markdown,
    '### Entrega de muestras',
    samples.markdown,
    '### Garantías',
    guarantees.markdown,
    '### Productos solicitados',
    productTable(index.records),
  ].join('\n\n');
  return {
    markdown,
    fuentes: sources(index, [dates, visit, samples, guarantees]),
    requisitos: requirements(index),
  };
}

/* ----------------------------------------------------------------- answer ---- */

function sources(index: PassageIndex, parts: Part[]): Source[] {
  const seen = new Set<string>();
  return parts
    .flatMap((part) => part.passages)
    .filter((passage) => {
      const key = `${passage.code}|${passage.archivo}|${passage.texto}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, MAX_SOURCES)
    .map((passage) => sourceOf(index, passage, passage.ficha ? 0.9 : 1));
}

function familyPart(index: PassageIndex, family: FamilyId, question: string, now: Date): Part {
  if (family === 'cierres-periodo') return periodPart(index, question, now);
  if (family === 'cierre' && isPortfolio(index)) return closingsPart(index, now);
  if (family === 'productos') return productsPart(index);
  if (family === 'requisitos') return requirementsPart(index);
  return factsPart(index, family, now);
}

/** The passages that match the question's words best, when no family answers it. */
function retrieved(index: PassageIndex, question: string): ComposedAnswer {
  const fuentes = retrieve(index, question, 3);
  if (fuentes.length === 0) {
    return {
      markdown: `${ANSWER_TEXTS.notFound(isPortfolio(index))} ${ANSWER_TEXTS.suggestions}`,
      fuentes: [],
    };
  }
  const [first, ...rest] = fuentes;
  const markdown = [
    `Según **${plain(first!.archivo)}**:`,
    `> ${plain(first!.texto)}`,
    ...(rest.length > 0
      ? [
          'También es relevante:',
          ...rest.map((source) => `- ${plain(source.texto)} *(${plain(source.archivo)})*`),
        ]
      : []),
  ].join('\n\n');
  return { markdown, fuentes };
}

/** Composes the answer to `text` from what the chat read, as of `now`. */
export function composeAnswer(index: PassageIndex, text: string, now = new Date()): ComposedAnswer {
  const question = questionOnly(text);
  const families = classifyQuestion(question);
  if (families[0] === 'resumen') return summary(index, now);
  const parts = families.map((family) => familyPart(index, family, question, now));
  if (!parts.some((part) => part.found)) return retrieved(index, question);
  const markdown =
    parts.length === 1
      ? parts[0]!.markdown
      : parts
          .map((part, position) => `### ${familyLabel(families[position]!)}\n\n${part.markdown}`)
          .join('\n\n');
  const requisitos = parts.flatMap((part) => part.requisitos ?? []);
  return {
    markdown,
    fuentes: sources(index, parts),
    ...(requisitos.length > 0 ? { requisitos } : {}),
  };
}

/** A long answer (a table over every followed opportunity) streams in about this many pieces. */
const MAX_PIECES = 200;

/**
 * The answer in pieces of one to four words, as a model writes it; a long one in larger pieces,
 * so it takes seconds, not a minute, at the mock's pace.
 */
export function answerPieces(markdown: string): string[] {
  const words = markdown.split(/(?<=\s)/);
  const scale = Math.max(1, Math.ceil(words.length / (MAX_PIECES * 2.5)));
  const pieces: string[] = [];
  for (let index = 0; index < words.length;) {
    const size = (1 + ((index * 7) % 4)) * scale;
    pieces.push(words.slice(index, index + size).join(''));
    index += size;
  }
  return pieces;
}
