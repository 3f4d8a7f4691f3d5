import { formatChileDate, formatCLP } from '@/lib/format';

import { biddingTerms, GUARANTEE_INSTRUMENTS, type BiddingTerms } from '../catalogue/bidding-terms';
import { UTM_IN_CLP, type MockAttachment, type MockOpportunity } from '../catalogue/opportunities';
import { analyze } from '../search/search-engine';
import { documentsPassages } from './offer-documents';

/*
 * The text of a tender's documents, as the mock AI reads them (decision 0017). Each attachment is
 * written from its opportunity's own data (dates, buyer, items, amount, contract) and its bidding
 * terms (catalogue/bidding-terms.ts), so every document differs and all of them agree with the
 * detail page and with each other. A document is a list of passages, each tagged with the
 * section of the bases it is (the calendar, a guarantee, the fines...), so an answer about
 * guarantees cites the passage that sets them.
 */

/** The parts of a tender's bases a supplier asks about. */
export type Section =
  | 'antecedentes'
  | 'presupuesto'
  | 'calendario'
  | 'consultas'
  | 'contacto'
  | 'visita'
  | 'seriedad'
  | 'fiel'
  | 'garantias'
  | 'criterios'
  | 'muestras'
  | 'firma'
  | 'distribuidor'
  | 'contrato'
  | 'entrega'
  | 'multas'
  | 'pago'
  | 'productos'
  | 'item'
  | 'requisitos-tecnicos'
  | 'anexo'
  | 'referencia'
  /** What the offer must include (offer-documents.ts), one passage per group. */
  | 'documentos';

export type Passage = {
  archivo: string;
  texto: string;
  /** The opportunity the document belongs to. */
  code: string;
  section: Section;
  /** A passage of the portal's own record of the opportunity, not of an attachment. */
  ficha?: boolean;
};

const at = (value: string | null) => (value ? formatChileDate(value, 'dateTime') : null);

type DocumentKind = 'administrativas' | 'tecnicas' | 'terminos' | 'anexo';

function kindOf(name: string): DocumentKind {
  const plain = analyze(name).join(' ');
  // Forms and annexes first: 'Anexo N°3 Formulario Oferta Técnica' is an annex, not the bases.
  if (/^anexo|formul|fotograf|plano|presupuest|itemiz|cotizacion referencial/.test(plain)) {
    return 'anexo';
  }
  if (/tecnic|especificacion/.test(plain)) return 'tecnicas';
  if (/resolucion|decreto|pauta|modelo|certificado/.test(plain)) return 'anexo';
  if (/termino|referencia/.test(plain)) return 'terminos';
  if (/administrativ|bas/.test(plain)) return 'administrativas';
  return 'anexo';
}

/** The guarantee clauses, as the bases word them: present or expressly not asked for. */
export function seriedadText(record: MockOpportunity, terms: BiddingTerms) {
  const guarantee = terms.seriedad;
  if (!guarantee) {
    return 'Garantía de seriedad de la oferta. Esta licitación no exige garantía de seriedad de la oferta.';
  }
  const share = record.amountVisible ? ` (${guarantee.percent} % del presupuesto estimado)` : '';
  return `Garantía de seriedad de la oferta. El oferente deberá entregar una ${GUARANTEE_INSTRUMENTS}, por ${formatCLP(guarantee.amount)}${share}, con vigencia mínima de ${guarantee.validityDays} días corridos desde el cierre de ofertas (${at(record.dates.close)}).`;
}

export function fielText(record: MockOpportunity, terms: BiddingTerms) {
  const guarantee = terms.fielCumplimiento;
  if (!guarantee) {
    return 'Garantía de fiel cumplimiento del contrato. Esta licitación no exige garantía de fiel cumplimiento.';
  }
  const amount = record.amountVisible
    ? ` (unos ${formatCLP(guarantee.amount)} sobre el presupuesto estimado)`
    : '';
  return `Garantía de fiel cumplimiento del contrato. El adjudicatario entregará una ${GUARANTEE_INSTRUMENTS}, por el ${guarantee.percent} % del valor total del contrato${amount}, con vigencia de ${guarantee.validityDays} días corridos.`;
}

function budgetText(record: MockOpportunity) {
  if (!record.amountVisible) {
    return 'Presupuesto. El organismo no informa el monto estimado de esta contratación; las ofertas se evalúan según los criterios de estas bases.';
  }
  const label = record.kind === 'compra_agil' ? 'El monto disponible' : 'El presupuesto disponible';
  const currency =
    record.currency === 'UTM'
      ? ` Se expresa en ${Math.round(record.estimatedAmount / UTM_IN_CLP).toLocaleString('es-CL')} UTM.`
      : record.currency === 'CLF'
        ? ' Se expresa en unidades de fomento (UF); la cifra en pesos es referencial.'
        : '';
  return `Presupuesto. ${label} es de ${formatCLP(record.estimatedAmount)}, impuestos incluidos.${currency}`;
}

function calendarText(record: MockOpportunity) {
  const { dates } = record;
  const offers = record.kind === 'compra_agil' ? 'cotizaciones' : 'ofertas';
  return [
    `Calendario${record.kind === 'compra_agil' ? ' de la compra ágil' : ' de la licitación'}. Publicación: ${at(dates.published)}.`,
    dates.questionsClose && `Cierre de consultas: ${at(dates.questionsClose)}.`,
    dates.answersPublished && `Publicación de respuestas: ${at(dates.answersPublished)}.`,
    dates.fieldVisit && `Visita a terreno: ${at(dates.fieldVisit)}.`,
    `Cierre de recepción de ${offers}: ${at(dates.close)}.`,
    dates.technicalOpening && `Apertura técnica: ${at(dates.technicalOpening)}.`,
    dates.estimatedAward && `Fecha estimada de adjudicación: ${at(dates.estimatedAward)}.`,
  ]
    .filter(Boolean)
    .join(' ');
}

function contactText(record: MockOpportunity) {
  const { buyer } = record;
  const questions =
    record.kind === 'compra_agil'
      ? 'Las consultas se hacen en la ficha de la compra ágil en www.mercadopublico.cl, antes del cierre.'
      : `Las consultas sobre las bases se hacen solo por el foro de la licitación en www.mercadopublico.cl, hasta el ${at(record.dates.questionsClose ?? record.dates.close)}.`;
  return `Contacto. Responsable: ${record.responsibleName} (${record.responsibleEmail}). Unidad de compra: ${buyer.unitName}, RUT ${buyer.unitRut}, ${buyer.address}, ${buyer.comuna}. ${questions}`;
}

function deliveryText(record: MockOpportunity, terms: BiddingTerms) {
  const { delivery } = terms;
  if (terms.work === 'obra') {
    return `Plazo y lugar de ejecución. La obra se ejecuta en ${delivery.place}, en un plazo de ${delivery.days} días corridos desde el acta de entrega de terreno.`;
  }
  if (terms.work === 'servicio') {
    const months = record.contractDurationMonths
      ? ` durante ${record.contractDurationMonths} meses`
      : '';
    return `Lugar y plazo de entrega. El servicio se presta en ${delivery.place}${months}, y comienza dentro de ${delivery.days} días hábiles desde la orden de compra.`;
  }
  const how = delivery.partial
    ? `en entregas parciales según el programa mensual del contrato, cada una dentro de ${delivery.days} días hábiles desde su orden de compra`
    : `dentro de ${delivery.days} días hábiles desde la orden de compra`;
  return `Lugar y plazo de entrega. Los productos se entregan en ${delivery.place}, ${how}, en horario hábil y con guía de despacho.`;
}

function finesText(terms: BiddingTerms) {
  if (!terms.fines) {
    return 'Multas. Esta compra ágil no fija multas; ante un atraso o un incumplimiento el organismo puede cancelar la orden de compra y lo registra en el comportamiento del proveedor.';
  }
  const base =
    terms.work === 'obra'
      ? 'del monto total del contrato por cada día corrido de atraso'
      : terms.work === 'servicio'
        ? 'del valor mensual del servicio por cada día de incumplimiento'
        : 'del valor neto de los productos atrasados por cada día hábil de atraso';
  return `Multas. Se aplicará una multa de ${terms.fines.percentPerDay.toLocaleString('es-CL')} % ${base}, con un tope de ${terms.fines.capPercent} % del valor del contrato; superado el tope, el organismo podrá poner término anticipado al contrato y cobrar la garantía de fiel cumplimiento.`;
}

function paymentText(terms: BiddingTerms) {
  return `Forma de pago. El pago será ${terms.payment.schedule}, dentro de ${terms.payment.days} días corridos desde la recepción conforme de la factura (Ley 21.131).`;
}

function evaluationText(record: MockOpportunity, terms: BiddingTerms) {
  if (record.kind === 'compra_agil') {
    return 'Selección. Se selecciona la cotización de menor precio que cumpla lo solicitado (precio: 100 %); a igual precio, la de una empresa de menor tamaño o local.';
  }
  return `Criterios de evaluación. ${terms.evaluation.map((criterion) => `${criterion.name}: ${criterion.weight} %.`).join(' ')} En caso de empate se preferirá la oferta con mejor puntaje en precio.`;
}

function productsText(record: MockOpportunity) {
  return `Productos solicitados. ${record.items
    .map((item) => `${item.correlative}) ${item.productName}: ${item.quantity} ${item.unit}`)
    .join(
      '; ',
    )}. El detalle técnico de cada ítem está en las ${record.kind === 'compra_agil' ? 'especificaciones técnicas' : 'bases técnicas'}.`;
}

type Written = [Section, string];

function administrativas(record: MockOpportunity): Written[] {
  const { buyer, dates } = record;
  const terms = biddingTerms(record);
  const agile = record.kind === 'compra_agil';
  const written: Written[] = [
    [
      'antecedentes',
      `Antecedentes generales. ${buyer.organismName}, a través de ${buyer.unitName} (RUT ${buyer.unitRut}), llama a ${agile ? 'compra ágil' : 'licitación pública'} ${record.code} para "${record.name}". Domicilio: ${buyer.address}, ${buyer.comuna}, ${buyer.region}.`,
    ],
    ['presupuesto', budgetText(record)],
    ['calendario', calendarText(record)],
    ['contacto', contactText(record)],
  ];
  if (agile) {
    written.push([
      'garantias',
      'Garantías. Esta compra ágil no exige garantía de seriedad de la oferta ni de fiel cumplimiento.',
    ]);
  } else {
    written.push(
      [
        'visita',
        dates.fieldVisit
          ? `Visita a terreno. Se realizará una visita a terreno obligatoria el ${at(dates.fieldVisit)} en ${buyer.address}, ${buyer.comuna}. Los oferentes que no asistan quedarán fuera de bases. Se levantará acta de asistencia firmada por ${record.responsibleName}.`
          : 'Visita a terreno. Esta licitación no contempla visita a terreno.',
      ],
      ['seriedad', seriedadText(record, terms)],
      ['fiel', fielText(record, terms)],
    );
  }
  written.push(['criterios', evaluationText(record, terms)]);
  if (!agile) {
    written.push([
      'firma',
      terms.advancedSignature
        ? 'Firma de la oferta. Los anexos de la oferta deberán suscribirse con firma electrónica avanzada del representante legal del oferente (Ley 19.799); no se aceptarán documentos con firma simple ni escaneada.'
        : 'Firma de la oferta. Los anexos se firman por el representante legal; no se exige firma electrónica avanzada.',
    ]);
    if (terms.work === 'bienes') {
      written.push([
        'distribuidor',
        terms.distributorLetter
          ? `Carta de distribuidor autorizado. El oferente que no sea fabricante deberá adjuntar una carta del fabricante o de su representante en Chile que lo acredite como distribuidor autorizado de los productos ofertados para ${record.code}.`
          : 'Carta de distribuidor autorizado. No se exige acreditar la calidad de distribuidor autorizado.',
      ]);
    }
    written.push([
      'muestras',
      terms.samples
        ? `Entrega de muestras. Los oferentes deberán entregar muestras de los productos ofertados en ${buyer.address}, ${buyer.comuna}, hasta el ${at(dates.questionsClose ?? dates.close)}, rotuladas con el código ${record.code}.`
        : 'Entrega de muestras. No se solicitan muestras para esta licitación.',
    ]);
  }
  for (const text of documentsPassages(record).values()) written.push(['documentos', text]);
  written.push(
    [
      'contrato',
      `Contrato. ${record.contractDurationMonths ? `El contrato durará ${record.contractDurationMonths} meses` : 'La entrega será única'}${record.renewable ? ', renovable por una vez por igual período' : ''}. Contraparte técnica: ${record.responsibleName} (${record.responsibleEmail}).`,
    ],
    ['multas', finesText(terms)],
    ['pago', paymentText(terms)],
    ['productos', productsText(record)],
  );
  return written;
}

function tecnicas(record: MockOpportunity): Written[] {
  const terms = biddingTerms(record);
  return [
    ...record.items.map((item): Written => [
      'item',
      `Ítem ${item.correlative}: ${item.productName}. ${item.description.replace(/\.$/, '')}. Cantidad requerida: ${item.quantity} ${item.unit}. Código ONU ${item.productCode} (${item.category}).`,
    ]),
    [
      'requisitos-tecnicos',
      `Requisitos técnicos. Los productos deberán cumplir la normativa chilena vigente y contar con certificación de calidad del fabricante; se exigirá ficha técnica en español para cada ítem de "${record.name}".`,
    ],
    ['entrega', deliveryText(record, terms)],
  ];
}

/**
 * Terms of reference: a tender's technical part (what its bases call the service to provide);
 * an agile purchase's whole conditions, as it has no bases.
 */
function termsOfReference(record: MockOpportunity): Written[] {
  return record.kind === 'compra_agil'
    ? [...administrativas(record), ...tecnicas(record)]
    : tecnicas(record);
}

/** What an annex asks the bidder for, by its name. */
function annexContent(record: MockOpportunity, title: string) {
  const plain = analyze(title).join(' ');
  if (/declaracion|jurad/.test(plain)) {
    return `Formato de declaración jurada simple del oferente: no tener inhabilidades para contratar con ${record.buyer.organismName} según el artículo 4 de la Ley 19.886 y no haber sido condenado por prácticas antisindicales.`;
  }
  if (/tecnic/.test(plain)) {
    return `Formulario de oferta técnica para ${record.code}: marca, modelo y cumplimiento de cada especificación de los ítems ofertados, con sus fichas técnicas.`;
  }
  if (/oferta|economic|precio|cotizacion|itemiz/.test(plain)) {
    return `Formulario de oferta económica para ${record.code}: indicar precio unitario neto y total de cada ítem (${record.items.map((item) => item.productName).join(', ')}), en pesos chilenos, con impuestos desglosados.`;
  }
  if (/experienc/.test(plain)) {
    return 'Formulario de experiencia del oferente: contratos similares de los últimos tres años, con mandante, monto y certificado de recepción conforme.';
  }
  if (/equipo|personal/.test(plain)) {
    return 'Formulario del equipo de trabajo: nombre, cargo, título profesional y años de experiencia de cada integrante propuesto.';
  }
  return `Formulario ${title} que el oferente completa y firma, y adjunta a su oferta para ${record.code}.`;
}

function anexo(record: MockOpportunity, title: string): Written[] {
  const plain = analyze(title).join(' ');
  const terms = biddingTerms(record);
  if (/resolucion|decreto/.test(plain)) {
    return [
      [
        'referencia',
        `${title}. ${record.buyer.organismName} aprueba las bases administrativas, técnicas y anexos del llamado ${record.code}, "${record.name}", y autoriza su publicación en www.mercadopublico.cl.`,
      ],
    ];
  }
  if (/plano|fotograf/.test(plain)) {
    return [
      [
        'referencia',
        `${title}. Material de referencia para ${record.name}, en ${record.buyer.address}, ${record.buyer.comuna}. Las cotas y especificaciones escritas prevalecen sobre las medidas a escala.`,
      ],
    ];
  }
  if (/pauta/.test(plain)) return [['criterios', `${title}. ${evaluationText(record, terms)}`]];
  if (/modelo/.test(plain)) {
    return [
      ['multas', `${title}, cláusula de multas. ${finesText(terms).replace(/^Multas\. /, '')}`],
      [
        'pago',
        `${title}, cláusula de pago. ${paymentText(terms).replace(/^Forma de pago\. /, '')}`,
      ],
    ];
  }
  if (/certificado|presupuest|cotizacion referencial/.test(plain)) {
    return [
      [
        'presupuesto',
        record.amountVisible
          ? `${title}. ${record.buyer.organismName} certifica que cuenta con disponibilidad presupuestaria por ${formatCLP(record.estimatedAmount)} para ${record.code}.`
          : `${title}. ${record.buyer.organismName} certifica que cuenta con disponibilidad presupuestaria para financiar ${record.code}; el monto no se publica.`,
      ],
    ];
  }
  return [['anexo', `Anexo para presentar: ${title}. ${annexContent(record, title)}`]];
}

/**
 * The attachment that states what the offer must include: a tender's administrative bases, or
 * the terms of reference that are an agile purchase's whole conditions; none, no bases attached.
 */
export function basesFileOf(record: MockOpportunity): MockAttachment | undefined {
  const wanted: DocumentKind = record.kind === 'compra_agil' ? 'terminos' : 'administrativas';
  return record.attachments.find((attachment) => kindOf(attachment.name) === wanted);
}

/** The text of one attachment, as passages. */
export function documentPassages(record: MockOpportunity, attachment: MockAttachment): Passage[] {
  const title = attachment.name.replace(/\.pdf$/i, '');
  const kind = kindOf(attachment.name);
  const written =
    kind === 'administrativas'
      ? administrativas(record)
      : kind === 'tecnicas'
        ? tecnicas(record)
        : kind === 'terminos'
          ? termsOfReference(record)
          : anexo(record, title);
  return written.map(([section, texto]) => ({
    archivo: attachment.name,
    texto,
    code: record.code,
    section,
  }));
}

/** The name a source gives the portal's record of an opportunity. */
export const FICHA_NAME = 'Ficha en Mercado Público';

/**
 * What the portal itself publishes about an opportunity (its dates, amount, buyer, contact and
 * items, and an agile purchase's delivery): what the supervision assistant knows of every opportunity it follows, documents or not.
 */
export function fichaPassages(record: MockOpportunity): Passage[] {
  const written: Written[] = [
    ['calendario', calendarText(record)],
    ['presupuesto', budgetText(record)],
    ['contacto', contactText(record)],
    ['productos', productsText(record)],
  ];
  // An agile purchase's page shows where and when to deliver, and that no guarantee is asked.
  if (record.kind === 'compra_agil') {
    written.push(['entrega', deliveryText(record, biddingTerms(record))]);
    written.push([
      'garantias',
      'Garantías. Esta compra ágil no exige garantía de seriedad de la oferta ni de fiel cumplimiento.',
    ]);
  }
  return written.map(([section, texto]) => ({
    archivo: FICHA_NAME,
    texto,
    code: record.code,
    section,
    ficha: true,
  }));
}
