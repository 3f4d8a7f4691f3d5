import { formatChileDate, formatCLP } from '@/lib/format';

import type { MockAttachment, MockOpportunity } from '../catalogue/opportunities';
import { analyze } from '../search/search-engine';

/*
 * The mock AI over a tender's documents (decision 0017): not canned replies, a small engine over
 * real text.
 *
 * 1. Each attachment's text is written from the opportunity's own data (its dates, items, buyer,
 *    amount, contract) and the attachment's name, so every document differs and agrees with the
 *    detail page. Guarantee percentages, weights and the sample rule vary with the opportunity's
 *    id, never with a random draw (the catalogue's generator is left alone).
 * 2. A chat splits the chosen documents into passages and indexes them (BM25 over the search
 *    engine's Spanish stems).
 * 3. A question retrieves the best passages; the answer is composed from them in markdown (a table
 *    when asked for one or for the products, the summary for 'resumen'), with `fuentes` pointing
 *    at the passages and a score. A question the documents do not answer says so.
 */

export type Passage = { archivo: string; texto: string };
export type Source = { archivo: string; puntuacion: number; texto: string };
export type Requirement = {
  id: string;
  categoria:
    'Documentos a presentar' | 'Garantías' | 'Certificados' | 'Visita a terreno' | 'Muestras';
  texto: string;
  archivo: string;
  pasaje: string;
};
export type ComposedAnswer = { markdown: string; fuentes: Source[]; requisitos?: Requirement[] };

const at = (value: string | null) => (value ? formatChileDate(value, 'dateTime') : null);

type DocumentKind = 'administrativas' | 'tecnicas' | 'anexo';

function kindOf(name: string): DocumentKind {
  const plain = analyze(name).join(' ');
  if (/tecnic|especificacion/.test(plain)) return 'tecnicas';
  if (/resolucion|decreto/.test(plain)) return 'anexo';
  if (/administrativ|bas|termino|referencia/.test(plain)) return 'administrativas';
  return 'anexo';
}

/** Percentages and weights of this opportunity: fixed by its id, so the same on every read. */
function terms(record: MockOpportunity) {
  const seriedad = [1, 2, 3, 5][record.id % 4]!;
  const fielCumplimiento = [5, 8, 10][record.id % 3]!;
  const precio = [50, 60, 70][record.id % 3]!;
  const experiencia = [25, 20, 15][record.id % 3]!;
  const plazo = 100 - precio - experiencia - 5;
  const samples = record.id % 3 === 0;
  return { seriedad, fielCumplimiento, precio, experiencia, plazo, samples };
}

function amountOf(record: MockOpportunity, percent: number) {
  return formatCLP(Math.round((record.estimatedAmount * percent) / 100));
}

function administrativas(record: MockOpportunity, archivo: string): Passage[] {
  const { dates, buyer } = record;
  const t = terms(record);
  const passages = [
    `Antecedentes generales. ${buyer.organismName}, a través de ${buyer.unitName} (RUT ${buyer.unitRut}), llama a ${record.kind === 'licitacion' ? 'licitación pública' : 'compra ágil'} ${record.code} para "${record.name}". Domicilio: ${buyer.address}, ${buyer.comuna}, ${buyer.region}. Presupuesto estimado: ${formatCLP(record.estimatedAmount)} impuestos incluidos.`,
    [
      `Calendario de la licitación. Publicación: ${at(dates.published)}.`,
      dates.questionsClose && `Cierre de consultas: ${at(dates.questionsClose)}.`,
      dates.answersPublished && `Publicación de respuestas: ${at(dates.answersPublished)}.`,
      dates.fieldVisit && `Visita a terreno: ${at(dates.fieldVisit)}.`,
      `Cierre de recepción de ofertas: ${at(dates.close)}.`,
      dates.technicalOpening && `Apertura técnica: ${at(dates.technicalOpening)}.`,
      dates.estimatedAward && `Fecha estimada de adjudicación: ${at(dates.estimatedAward)}.`,
    ]
      .filter(Boolean)
      .join(' '),
    dates.fieldVisit
      ? `Visita a terreno. Se realizará una visita a terreno obligatoria el ${at(dates.fieldVisit)} en ${buyer.address}, ${buyer.comuna}. Los oferentes que no asistan quedarán fuera de bases. Se levantará acta de asistencia firmada por ${record.responsibleName}.`
      : `Visita a terreno. Esta licitación no contempla visita a terreno.`,
    `Garantía de seriedad de la oferta. El oferente deberá entregar una boleta de garantía, vale vista o póliza de seguro por ${amountOf(record, t.seriedad)} (${t.seriedad} % del presupuesto estimado), pagadera a la vista, con vigencia mínima de 60 días corridos desde el cierre de ofertas (${at(dates.close)}).`,
    `Garantía de fiel cumplimiento del contrato. El adjudicatario entregará una garantía por el ${t.fielCumplimiento} % del valor total del contrato (${amountOf(record, t.fielCumplimiento)} sobre el presupuesto estimado), con vigencia de ${(record.contractDurationMonths ?? 3) * 30 + 90} días corridos.`,
    `Criterios de evaluación. Precio: ${t.precio} %. Experiencia del oferente: ${t.experiencia} %. Plazo de entrega: ${t.plazo} %. Cumplimiento de requisitos formales: 5 %. En caso de empate se preferirá la oferta con mejor puntaje en precio.`,
    t.samples
      ? `Entrega de muestras. Los oferentes deberán entregar muestras de los productos ofertados en ${buyer.address}, ${buyer.comuna}, hasta el ${at(dates.questionsClose ?? dates.close)}, rotuladas con el código ${record.code}.`
      : `Entrega de muestras. No se solicitan muestras para esta licitación.`,
    `Contrato. ${record.contractDurationMonths ? `El contrato durará ${record.contractDurationMonths} meses` : 'La entrega será única'}${record.renewable ? ', renovable por una vez por igual período' : ''}. Contraparte técnica: ${record.responsibleName} (${record.responsibleEmail}).`,
  ];
  passages.push(
    `Productos solicitados. ${record.items
      .map((item) => `${item.correlative}) ${item.productName}: ${item.quantity} ${item.unit}`)
      .join('; ')}. El detalle técnico de cada ítem está en las bases técnicas.`,
  );
  return passages.map((texto) => ({ archivo, texto }));
}

function tecnicas(record: MockOpportunity, archivo: string): Passage[] {
  return [
    ...record.items.map((item) => ({
      archivo,
      texto: `Ítem ${item.correlative}: ${item.productName}. ${item.description}. Cantidad requerida: ${item.quantity} ${item.unit}. Código ONU ${item.productCode} (${item.category}).`,
    })),
    {
      archivo,
      texto: `Requisitos técnicos. Los productos deberán cumplir la normativa chilena vigente y contar con certificación de calidad del fabricante; se exigirá ficha técnica en español para cada ítem de "${record.name}". Plazo máximo de entrega: ${5 + (record.id % 10)} días hábiles desde la orden de compra.`,
    },
  ];
}

/** What an annex asks the bidder for, by its name. */
function annexContent(record: MockOpportunity, title: string) {
  const plain = analyze(title).join(' ');
  if (/declaracion|jurad/.test(plain)) {
    return `Formato de declaración jurada simple del oferente: no tener inhabilidades para contratar con ${record.buyer.organismName} según el artículo 4 de la Ley 19.886 y no haber sido condenado por prácticas antisindicales.`;
  }
  if (/oferta|economic|precio|formulario/.test(plain)) {
    return `Formulario de oferta económica para ${record.code}: indicar precio unitario neto y total de cada ítem (${record.items.map((item) => item.productName).join(', ')}), en pesos chilenos, con impuestos desglosados.`;
  }
  if (/experienc/.test(plain)) {
    return `Formulario de experiencia del oferente: contratos similares de los últimos tres años, con mandante, monto y certificado de recepción conforme.`;
  }
  if (/equipo|personal/.test(plain)) {
    return `Formulario del equipo de trabajo: nombre, cargo, título profesional y años de experiencia de cada integrante propuesto.`;
  }
  return `Formulario ${title} que el oferente completa y firma, y adjunta a su oferta para ${record.code}.`;
}

function anexo(record: MockOpportunity, archivo: string): Passage[] {
  const title = archivo.replace(/\.pdf$/i, '');
  const plain = analyze(title).join(' ');
  if (/resolucion|decreto/.test(plain)) {
    return [
      {
        archivo,
        texto: `${title}. ${record.buyer.organismName} aprueba las bases administrativas, técnicas y anexos del llamado ${record.code}, "${record.name}", y autoriza su publicación en www.mercadopublico.cl.`,
      },
    ];
  }
  if (/^plano/.test(plain)) {
    return [
      {
        archivo,
        texto: `${title}. Plano de referencia para ${record.name}, en ${record.buyer.address}, ${record.buyer.comuna}. Las cotas y especificaciones prevalecen sobre las medidas a escala.`,
      },
    ];
  }
  return [{ archivo, texto: `Anexo para presentar: ${title}. ${annexContent(record, title)}` }];
}

/** The text of one attachment, as passages. */
export function documentPassages(record: MockOpportunity, attachment: MockAttachment): Passage[] {
  const kind = kindOf(attachment.name);
  if (kind === 'administrativas') return administrativas(record, attachment.name);
  if (kind === 'tecnicas') return tecnicas(record, attachment.name);
  return anexo(record, attachment.name);
}

/* ---------------------------------------------------------------- the index ---- */

const K1 = 1.2;
/** Below this a passage shares only a common word with the question: it does not answer it. */
const MIN_SCORE = 1.5;
const B = 0.75;

export type PassageIndex = {
  passages: Passage[];
  terms: string[][];
  documentFrequency: Map<string, number>;
  averageLength: number;
  records: MockOpportunity[];
};

export function indexPassages(passages: Passage[], records: MockOpportunity[]): PassageIndex {
  const terms = passages.map((passage) => analyze(passage.texto));
  const documentFrequency = new Map<string, number>();
  for (const list of terms) {
    for (const term of new Set(list))
      documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  }
  const averageLength =
    terms.reduce((sum, list) => sum + list.length, 0) / Math.max(terms.length, 1);
  return { passages, terms, documentFrequency, averageLength, records };
}

/** The best passages for a question, BM25, with scores normalised to 0-1 (best first). */
export function retrieve(index: PassageIndex, question: string, limit = 3): Source[] {
  const query = [...new Set(analyze(question))];
  const count = index.passages.length;
  const scored = index.terms.map((list, position) => {
    let score = 0;
    for (const term of query) {
      const frequency = list.filter((entry) => entry === term).length;
      if (frequency === 0) continue;
      const df = index.documentFrequency.get(term) ?? 0;
      const idf = Math.log(1 + (count - df + 0.5) / (df + 0.5));
      score +=
        (idf * frequency * (K1 + 1)) /
        (frequency + K1 * (1 - B + (B * list.length) / index.averageLength));
    }
    return { position, score };
  });
  // Two documents may say the same (the bases and the terms of reference): one source each.
  const seen = new Set<string>();
  return scored
    .filter((entry) => entry.score >= MIN_SCORE)
    .sort((a, b) => b.score - a.score)
    .filter(({ position }) => {
      const text = index.passages[position]!.texto;
      if (seen.has(text)) return false;
      seen.add(text);
      return true;
    })
    .slice(0, limit)
    .map(({ position, score }) => ({
      ...index.passages[position]!,
      // BM25 has no upper bound: a passage that matches three or four rare words scores ~8.
      puntuacion: Math.round(Math.min(score / 8, 1) * 100) / 100,
    }));
}

/* -------------------------------------------------------------- the answers ---- */

/** The instruction the client adds (decision 0017) is not part of what is asked. */
function questionOnly(text: string) {
  return text.replace(/\n\s*\nResponde en formato markdown[\s\S]*$/i, '').trim();
}

/** The items asked for; over several tenders, each row says which one it belongs to. */
function productTable(records: MockOpportunity[]) {
  const several = records.length > 1;
  const rows = records.flatMap((record) =>
    record.items.map(
      (item) =>
        `| ${several ? `${record.code} | ` : ''}${item.correlative} | ${item.productName} | ${item.quantity} | ${item.unit} | ${item.productCode} |`,
    ),
  );
  return [
    `| ${several ? 'Licitación | ' : ''}N° | Producto | Cantidad | Unidad | Código ONU |`,
    `| ${several ? '--- | ' : ''}---: | --- | ---: | --- | --- |`,
    ...rows,
  ].join('\n');
}

const fact = (source: Source) => `- ${source.texto} *(${source.archivo})*`;

/** Composes the answer to `text` from the chat's passages. */
export function composeAnswer(index: PassageIndex, text: string): ComposedAnswer {
  const question = questionOnly(text);
  const plain = analyze(question).join(' ');
  const wantsSummary = /resum/.test(plain);
  const wantsTable = /tabl|cuadr|product|item/.test(plain);

  if (wantsSummary) {
    const calendar = retrieve(index, 'calendario publicación cierre consultas adjudicación', 1);
    const visit = retrieve(index, 'visita a terreno', 1);
    const samples = retrieve(index, 'entrega de muestras', 1);
    const guarantees = retrieve(index, 'garantía seriedad fiel cumplimiento boleta', 2);
    const fuentes = [...calendar, ...visit, ...samples, ...guarantees];
    const markdown = [
      `## Resumen de la licitación ${index.records.map((record) => record.code).join(', ')}`,
      '### Fechas clave',
      ...calendar.map(fact),
      '### Visita a terreno',
      ...(visit.length ? visit.map(fact) : ['- Los documentos no mencionan una visita a terreno.']),
      '### Entrega de muestras',
      ...(samples.length ? samples.map(fact) : ['- Los documentos no mencionan muestras.']),
      '### Garantías',
      ...guarantees.map(fact),
      '### Productos solicitados',
      productTable(index.records),
    ].join('\n\n');
    return { markdown, fuentes, requisitos: requirements(index) };
  }

  if (wantsTable) {
    const fuentes = retrieve(index, 'productos solicitados ítem cantidad requerida', 3);
    return {
      markdown: `Estos son los productos que piden los documentos:\n\n${productTable(index.records)}`,
      fuentes,
    };
  }

  const fuentes = retrieve(index, question, 3);
  if (fuentes.length === 0) {
    return {
      markdown:
        'No encontré esa información en los documentos de esta licitación. Prueba a preguntar por fechas, garantías, criterios de evaluación, requisitos técnicos o productos.',
      fuentes: [],
    };
  }
  const [first, ...rest] = fuentes;
  const markdown = [
    `Según **${first!.archivo}**:`,
    `> ${first!.texto}`,
    ...(rest.length > 0 ? ['También es relevante:', ...rest.map(fact)] : []),
  ].join('\n\n');
  return { markdown, fuentes };
}

/** The first sentence of a passage: what a checklist line says. */
const firstSentences = (text: string, count = 2) =>
  text
    .split(/(?<=\.)\s+/)
    .slice(0, count)
    .join(' ');

/**
 * What a supplier must do to bid, from the passages that say so (the summary's checklist): the
 * annexes to submit, each guarantee with its amount and term, the certificates the technical
 * bases ask for, the field visit and the samples when the bases ask for them.
 */
export function requirements(index: PassageIndex): Requirement[] {
  const out: Requirement[] = [];
  const add = (categoria: Requirement['categoria'], texto: string, passage: Passage) =>
    out.push({
      id: `r${out.length + 1}`,
      categoria,
      texto,
      archivo: passage.archivo,
      pasaje: passage.texto,
    });
  const seen = new Set<string>();
  for (const passage of index.passages) {
    if (seen.has(passage.texto)) continue;
    seen.add(passage.texto);
    const text = passage.texto;
    if (text.startsWith('Anexo para presentar: ')) {
      const title = passage.archivo.replace(/\.pdf$/i, '');
      add('Documentos a presentar', `Completar, firmar y adjuntar ${title}.`, passage);
    } else if (text.startsWith('Garantía de seriedad')) {
      add(
        'Garantías',
        firstSentences(
          text.replace(/^Garantía de seriedad de la oferta\. /, 'Seriedad de la oferta: '),
          2,
        ),
        passage,
      );
    } else if (text.startsWith('Garantía de fiel cumplimiento')) {
      add(
        'Garantías',
        firstSentences(
          text.replace(/^Garantía de fiel cumplimiento del contrato\. /, 'Fiel cumplimiento: '),
          2,
        ),
        passage,
      );
    } else if (text.startsWith('Requisitos técnicos')) {
      add(
        'Certificados',
        'Certificación de calidad del fabricante y ficha técnica en español de cada ítem.',
        passage,
      );
    } else if (text.startsWith('Visita a terreno. Se realizará')) {
      add('Visita a terreno', firstSentences(text.replace(/^Visita a terreno\. /, ''), 2), passage);
    } else if (text.startsWith('Entrega de muestras. Los oferentes')) {
      add('Muestras', firstSentences(text.replace(/^Entrega de muestras\. /, ''), 1), passage);
    }
  }
  return out;
}

/** The answer in pieces of one to four words, as a model writes it. */
export function answerPieces(markdown: string): string[] {
  const words = markdown.split(/(?<=\s)/);
  const pieces: string[] = [];
  for (let index = 0; index < words.length;) {
    const size = 1 + ((index * 7) % 4);
    pieces.push(words.slice(index, index + size).join(''));
    index += size;
  }
  return pieces;
}
