/*
 * What a supplier asks the assistants, by family (decision 0017 lists them): a question is cut
 * into its clauses ('¿Cuándo es la visita y qué garantías piden?' is two), each clause goes to
 * the family whose words it uses most specifically, and the answer covers each family asked.
 * Matching ignores accents, case and punctuation, and knows the words suppliers use for the same
 * thing ('boleta', 'póliza', 'seriedad' are all guarantees).
 */

export type FamilyId =
  | 'resumen'
  | 'cierres-periodo'
  | 'cierre'
  | 'garantias'
  | 'visita'
  | 'muestras'
  | 'presupuesto'
  | 'requisitos'
  | 'criterios'
  | 'contacto'
  | 'entrega'
  | 'multas'
  | 'pago'
  | 'contrato'
  | 'calendario'
  | 'productos';

/** How specific a word is: 3 a phrase that says it all, 2 a word of the family, 1 a hint. */
type Weight = 1 | 2 | 3;
type Trigger = readonly [RegExp, Weight];

export type QuestionFamily = {
  id: FamilyId;
  /** What the family is about, as a heading of the answer. */
  label: string;
  triggers: readonly Trigger[];
};

/** 'Mañana', 'esta semana', 'los próximos 10 días': a period a closing can fall in. */
export const PERIOD_WORDS =
  /\b(hoy|manana|esta semana|(la )?(proxima|siguiente) semana|semana que viene|este mes|(los )?proximos? \d+ dias|(los )?proximos dias|pronto)\b/;
const CLOSING_WORDS = /\b(cierr\w*|venc\w*|termin\w*|finaliz\w*|quedan?)\b/;

/** In order of precedence: a clause that scores the same for two goes to the first. */
export const QUESTION_FAMILIES: readonly QuestionFamily[] = [
  {
    id: 'resumen',
    label: 'Resumen',
    triggers: [[/\bresum\w*|\bpanorama\b|\bvision general\b/, 3]],
  },
  {
    id: 'cierres-periodo',
    label: 'Cierres del período',
    triggers: [
      [/\bproxim\w* (cierres|vencimientos)\b/, 3],
      [/\b(cuales|que|cuantas) (licitaciones|oportunidades|compras)\b/, 1],
    ],
  },
  {
    id: 'cierre',
    label: 'Cierre de ofertas',
    triggers: [
      [/\bcierr\w*/, 2],
      [/\bvenc\w*/, 2],
      [/\b(fecha|hora|dia) (y hora )?(de |del )?(cierre|termino)\b/, 3],
      [/\bcuando (cierra|cierran|vence|vencen|termina|terminan)\b/, 3],
      [
        /\b(hasta cuando|plazo para) (puedo |se puede |hay que )?(ofertar|postular|presentar|enviar|cotizar)/,
        3,
      ],
    ],
  },
  {
    id: 'garantias',
    label: 'Garantías',
    triggers: [
      [/\bgarant\w*/, 2],
      [/\bboletas?\b/, 2],
      [/\bpolizas?\b|\bcaucion\w*/, 2],
      [/\bseriedad\b|\bfiel cumplimiento\b|\bvale vista\b|\bcertificado de fianza\b/, 3],
    ],
  },
  {
    id: 'visita',
    label: 'Visita a terreno',
    triggers: [
      [/\bvisita\w*|\bterreno\b/, 2],
      [/\bvisita (a|en|al) (terreno|recinto|lugar)\b|\bvisita tecnica\b/, 3],
    ],
  },
  {
    id: 'muestras',
    label: 'Muestras',
    triggers: [
      [/\bmuestras?\b/, 2],
      [/\b(entrega|entregar|enviar|llevar) (de )?(las |los )?muestras?\b/, 3],
    ],
  },
  {
    id: 'presupuesto',
    label: 'Presupuesto',
    triggers: [
      [/\bpresupuest\w*/, 2],
      [/\bmontos?\b/, 1],
      [
        /\bmonto (estimado|disponible|referencial|total|maximo)\b|\bdisponibilidad presupuestaria\b/,
        3,
      ],
      [/\bcuanto (pagan|pagaran|paga|vale|cuesta|dinero|plata|hay)\b|\bcuanta plata\b/, 3],
      [/\bvalor (estimado|referencial|total)\b/, 3],
    ],
  },
  {
    id: 'requisitos',
    label: 'Requisitos para postular',
    triggers: [
      [/\brequisit\w*|\banexos?\b/, 2],
      [/\bformularios?\b/, 2],
      [/\bdocument\w*|\bcertificad\w*|\bpostular\b|\bpostulacion\b|\bparticipar\b/, 1],
      [/\bdocument\w* .*\b(presentar|adjuntar|entregar|subir|acompanar)\b/, 3],
      [
        /\b(que|cuales) (necesito|se necesita|piden|pide|debo|tengo que|hay que)\b.*\b(presentar|adjuntar|subir|postular|ofertar|participar)\b/,
        3,
      ],
      [/\bdeclaracion jurada\b/, 3],
    ],
  },
  {
    id: 'criterios',
    label: 'Criterios de evaluación',
    triggers: [
      [/\bcriteri\w*|\bevalua\w*|\bponder\w*|\bpuntaj\w*/, 2],
      [/\bpuntos\b/, 1],
      [/\bcomo (eligen|seleccionan|adjudican|evaluan|deciden|gana)\b/, 3],
      [/\bcriterios? de (evaluacion|seleccion|adjudicacion)\b/, 3],
    ],
  },
  {
    id: 'contacto',
    label: 'Contacto',
    triggers: [
      [/\bcontact\w*|\bcorreos?\b|\be ?mail\b|\btelefono\w*|\bfono\b/, 2],
      [/\bresponsable\w*|\bcontraparte\w*|\b(a|con) quien\b|\bforo\b/, 2],
      [/\bcomprador\b|\borganismo\b|\bunidad de compra\b|\bdireccion\b/, 1],
      [/\bdireccion (del|de la) (comprador|organismo|unidad|servicio|municipalidad|hospital)\b/, 3],
      [/\bdonde (hago|hacer|se hacen|envio|mando) (las )?(consultas|preguntas)\b/, 3],
      [/\bquien (compra|es el comprador|licita|llama)\b/, 3],
    ],
  },
  {
    id: 'entrega',
    label: 'Entrega',
    triggers: [
      [/\bentreg\w*/, 1],
      [/\bdespach\w*|\bejecucion\b/, 2],
      [/\b(lugar|plazo) (y (lugar|plazo) )?de (entrega|despacho|ejecucion)\b/, 3],
      [
        /\b(donde|cuando) (se )?(entrega|entregan|entrego|despacha|despachan|llevo|hay que entregar)\b/,
        3,
      ],
    ],
  },
  {
    id: 'multas',
    label: 'Multas',
    triggers: [
      [/\bmultas?\b|\bsancion\w*|\bpenalidad\w*|\bpenaliz\w*|\batras\w*|\bincumpl\w*/, 2],
      [/\btermino anticipado\b/, 3],
    ],
  },
  {
    id: 'pago',
    label: 'Pago',
    triggers: [
      [/\bpagos?\b|\bpagan\b|\bpagar\b|\bpaga\b|\bfactur\w*/, 2],
      [/\b(plazo|forma|condiciones|fecha|modalidad) de pago\b|\bestados? de pago\b/, 3],
      [/\bcuando (me |nos )?(pagan|pagaran|paga)\b/, 3],
    ],
  },
  {
    id: 'contrato',
    label: 'Contrato',
    triggers: [
      [/\bcontrato\b/, 1],
      [/\bduracion\b|\brenova\w*/, 2],
      [/\b(vigencia|duracion|plazo) del contrato\b|\bcuantos meses\b/, 3],
    ],
  },
  {
    id: 'calendario',
    label: 'Fechas clave',
    triggers: [
      [/\bfecha\b|\bconsultas\b|\bpreguntas\b|\badjudic\w*|\bpublica\w*/, 1],
      [
        /\bfechas\b|\bcalendario\b|\bcronograma\b|\bplazos\b|\bhitos?\b|\bapertura\b|\brespuestas\b/,
        2,
      ],
      [/\bfechas? (clave|importantes)\b|\bcierre de (las )?(consultas|preguntas)\b/, 3],
      [/\b(fecha|cuando) (de |se )?(la )?adjudic\w*/, 3],
    ],
  },
  {
    id: 'productos',
    label: 'Productos',
    triggers: [
      [/\bproduct\w*|\bitems?\b|\bitem\w*|\bcantidad\w*/, 2],
      [/\bunidad(es)?\b|\btablas?\b|\bcuadro\b|\blineas?\b/, 1],
      [/\b(que|cuales) (piden|compran|solicitan|necesitan|requieren)\b/, 1],
      [/\bunidad(es)? de medida\b|\btabla de (los )?productos\b|\bcodigo onu\b|\bunspsc\b/, 3],
    ],
  },
];

const FAMILY_BY_ID = new Map(QUESTION_FAMILIES.map((family) => [family.id, family]));

export function familyLabel(id: FamilyId) {
  return FAMILY_BY_ID.get(id)!.label;
}

/** Lower case, no accents, no punctuation, single spaces: how questions are matched. */
export function normalise(text: string) {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9%]+/g, ' ')
    .trim();
}

/** The clauses of a question: '¿Cuándo es la visita y qué garantías piden?' is two. */
function clauses(text: string) {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[?¿!;:,.\n]+|\s(?:y|e|ademas|tambien)\s/)
    .map(normalise)
    .filter(Boolean);
}

function scoreOf(family: QuestionFamily, clause: string): number {
  let best = 0;
  for (const [pattern, weight] of family.triggers) {
    if (weight > best && pattern.test(clause)) best = weight;
  }
  // A closing with a period ('cierran esta semana') is the period's, whatever else it says.
  if (family.id === 'cierres-periodo' && CLOSING_WORDS.test(clause) && PERIOD_WORDS.test(clause)) {
    best = 3;
  }
  return best;
}

/**
 * The families a question asks about, in the order it asks them. A clause with only a hint (a
 * weight-1 word) counts only when no clause says more; a summary is asked alone.
 */
export function classifyQuestion(question: string): FamilyId[] {
  const picks: { id: FamilyId; score: number }[] = [];
  for (const clause of clauses(question)) {
    let best: { id: FamilyId; score: number } | null = null;
    for (const family of QUESTION_FAMILIES) {
      const score = scoreOf(family, clause);
      if (score > (best?.score ?? 0)) best = { id: family.id, score };
    }
    if (best) picks.push(best);
  }
  if (picks.some((pick) => pick.id === 'resumen')) return ['resumen'];
  const strongest = Math.max(0, ...picks.map((pick) => pick.score));
  const kept = picks.filter((pick) => pick.score >= Math.min(strongest, 2));
  return [...new Set(kept.map((pick) => pick.id))];
}
