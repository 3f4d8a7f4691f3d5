import type { MockActivity, MockActivityKind } from '../activity/records';
import type { MockApplication } from '../bids/records';
import type { MockPurchaseOrder, MockTask, WorkRecords } from './records';
import { BUYERS } from '../catalogue/buyers';
import { bidOpportunityFacts } from '../catalogue/opportunity-labels';
import { biddingTerms, type BiddingTerms } from '../catalogue/bidding-terms';
import {
  defaultCatalogueRecord,
  type CategorySlug,
  type MockOpportunity,
} from '../catalogue/opportunities';
import { officeHourBefore } from '../catalogue/office-hours';
import { MONTHS_OF_HISTORY, pastCatalogues } from '../catalogue/past-catalogues';
import { createRandom, type Random } from '@/lib/random';
import { rivalLineBasis, splittableTotal } from '../competition/offer-lines';
import {
  catalogueItem,
  referenceUnitPrices,
  roundUnitPrice,
} from '../competition/reference-prices';
import { categoryRivals } from '../competition/suppliers';
import { SEED_SAVED_SEARCHES } from '../search/seed';
import { SEED_OPPORTUNITY_TAGS } from '../tags/seed';
import { seedDecisions } from './seed-decisions';

/**
 * Months of work for the demo companies (decision 0022): the bids they sent and what became of
 * them, the purchase orders of those they won, their tasks and their team's activity, so the
 * calendar, the board, the feed, the KPI charts and the effectiveness page all have a shape on
 * first sign-in. Dates are relative to the moment the database is seeded.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The allow-listed user's company: its purchase orders are what its receivables bill. */
export const RECEIVABLES_COMPANY_ID = 5;

/** The buyer whose unit published an opportunity (its code starts with the unit's code). */
export function buyerOfCode(code: string) {
  const unit = code.split('-')[0];
  return BUYERS.find((buyer) => buyer.unitCode === unit) ?? null;
}

type CompanyWork = {
  companyId: number;
  categories: readonly CategorySlug[];
  /** Who works in it (user ids of the accounts seed); the first is the owner. */
  members: readonly number[];
  /** Bids a month. */
  bidsPerMonth: readonly [number, number];
  winRate: number;
  supplierName: string;
  searches: readonly string[];
  savedSearch: string | null;
};

const COMPANIES: readonly CompanyWork[] = [
  {
    companyId: 1,
    categories: ['aseo', 'oficina'],
    members: [1, 5, 6],
    bidsPerMonth: [4, 7],
    winRate: 0.38,
    supplierName: 'Comercial Andes SpA',
    searches: [
      'servicio de aseo para hospitales en Valparaíso',
      'resmas de papel tamaño carta',
      'artículos de aseo y limpieza',
      'sanitización de dependencias municipales',
      'útiles de oficina para servicios públicos',
      'aseo industrial centros de salud',
    ],
    savedSearch: SEED_SAVED_SEARCHES.demoHospitalCleaning,
  },
  {
    companyId: 2,
    categories: ['seguridad', 'jardineria'],
    members: [2],
    bidsPerMonth: [2, 5],
    winRate: 0.3,
    supplierName: 'Servicios Integrales del Pacífico Ltda.',
    searches: ['guardias de seguridad', 'mantención de áreas verdes', 'vigilancia nocturna'],
    savedSearch: SEED_SAVED_SEARCHES.supervisorSecurity,
  },
  {
    companyId: 3,
    categories: ['alimentos', 'insumos-medicos'],
    members: [2],
    bidsPerMonth: [1, 3],
    winRate: 0.25,
    supplierName: 'Distribuidora Austral SpA',
    searches: ['alimentos para jardines infantiles', 'insumos médicos guantes de nitrilo'],
    savedSearch: null,
  },
  {
    companyId: RECEIVABLES_COMPANY_ID,
    categories: ['computacion', 'servicios-ti'],
    members: [4],
    bidsPerMonth: [3, 6],
    winRate: 0.45,
    supplierName: 'Cobranzas y Finanzas del Sur SpA',
    searches: ['computadores de escritorio', 'soporte informático', 'mantención de redes'],
    savedSearch: null,
  },
];

const iso = (ms: number) => new Date(ms).toISOString();

/** A Chile business hour on the day of `ms` (09:00 to 18:30, UTC-3/-4 taken as -3 here). */
function atBusinessHour(random: Random, ms: number) {
  const day = Math.floor(ms / DAY) * DAY;
  return day + (12 + random.int(0, 9)) * HOUR + random.pick([0, 15, 30, 45]) * MINUTE;
}

function purchaseOrderCode(random: Random, application: MockApplication, year: string) {
  const unit =
    application.buyerCode.replace(/\D/g, '').slice(0, 7) || String(random.int(1000, 9999));
  const suffix = application.type === 'COT' ? 'AG' : 'SE';
  return `${unit}-${random.int(10, 1999)}-${suffix}${year}`;
}

function seedApplications(
  random: Random,
  company: CompanyWork,
  catalogues: MockOpportunity[][],
  nowMs: number,
  nextId: () => number,
) {
  const applications: MockApplication[] = [];
  const used = new Set<string>();
  catalogues.forEach((catalogue, monthIndex) => {
    const candidates = catalogue.filter(
      (record) => company.categories.includes(record.category) && !used.has(record.code),
    );
    const count = random.int(...company.bidsPerMonth);
    for (const record of random.sample(candidates, count)) {
      used.add(record.code);
      const published = Date.parse(record.dates.published);
      const closes = Date.parse(record.dates.close);
      // Sent before the close, however late in the offer period the team got to it.
      const appliedAt = Math.min(
        atBusinessHour(random, published + (closes - published) * random.float(0.35, 0.9)),
        closes - 30 * MINUTE,
      );
      const reference = record.estimatedAmount;
      // Our unit prices: the products' typical prices scaled to our total (lump sums from it).
      const target = Math.round((reference * random.float(0.82, 1.04)) / 1000) * 1000;
      const quantities = record.items.map((item) => item.quantity);
      const unitPrices = referenceUnitPrices(
        record.items.map((item) => ({
          typicalPrice: catalogueItem(item.productCode, item.productName)?.price ?? 0,
          quantity: item.quantity,
        })),
        target,
      ).map(roundUnitPrice);
      const ourAmount = unitPrices.reduce(
        (sum, price, index) => sum + price * quantities[index]!,
        0,
      );
      const decidedAt = closes + random.float(5, 25) * DAY;
      const pending = decidedAt > nowMs || (monthIndex === 0 && random.bool(0.5));
      const won = !pending && random.bool(company.winRate);
      // Rivals of the market's directory who sell in the category; each total splits into unit
      // prices of the supplier's own proportions (competition/offer-lines.ts).
      const pool = categoryRivals(
        record.category,
        record.items.map((item) => ({ code: item.productCode, name: item.productName })),
        closes,
        nowMs,
      );
      const rivals = random.sample(pool, random.int(1, 5)).map(({ name }) => ({
        supplier: name,
        amount: splittableTotal(
          quantities,
          rivalLineBasis(record.code, name, unitPrices),
          Math.round((reference * random.float(0.78, 1.08)) / 1000) * 1000,
        ),
        awarded: false,
        ours: false,
      }));
      const offers = [
        { supplier: company.supplierName, amount: ourAmount, awarded: false, ours: true },
        ...rivals,
      ];
      let awardedTo: string | null = null;
      let awardedAmount: number | null = null;
      if (!pending) {
        const winner = won
          ? offers[0]!
          : (rivals.find((rival) => rival.amount < ourAmount) ?? rivals[0]!);
        winner.awarded = true;
        awardedTo = winner.supplier;
        awardedAmount = winner.amount;
      }
      applications.push({
        id: nextId(),
        companyId: company.companyId,
        userId: random.pick(company.members),
        ...bidOpportunityFacts(record),
        foundAt:
          company.savedSearch && random.bool(0.6)
            ? iso(published + random.float(1, 20) * HOUR)
            : null,
        savedSearchName: company.savedSearch,
        tags: random.bool(0.8) ? ['Postular'] : ['Postular', 'Revisar bases'],
        appliedAt: iso(appliedAt),
        offeredAmount: ourAmount,
        outcome: pending ? 'pendiente' : won ? 'ganada' : 'perdida',
        // Signed by the buyer at an office hour (the record's award date, past-opportunities.ts).
        awardedAt: pending
          ? null
          : iso(officeHourBefore(Math.min(decidedAt, nowMs - HOUR), record.id)),
        awardedTo,
        awardedAmount,
        offers,
        items: record.items.map((item, index) => ({
          productCode: item.productCode,
          name: item.productName,
          unit: item.unit,
          quantity: item.quantity,
          unitPrice: unitPrices[index]!,
        })),
      });
    }
  });
  return applications.sort((a, b) => a.appliedAt.localeCompare(b.appliedAt));
}

function seedPurchaseOrders(
  random: Random,
  applications: MockApplication[],
  nowMs: number,
): MockPurchaseOrder[] {
  return applications
    .filter((application) => application.outcome === 'ganada' && application.awardedAt)
    .map((application) => {
      const awardedAt = Date.parse(application.awardedAt!);
      const issued = Math.max(
        awardedAt + 30 * MINUTE,
        Math.min(nowMs - 2 * HOUR, awardedAt + random.float(1, 10) * DAY),
      );
      const ageDays = (nowMs - issued) / DAY;
      const state: MockPurchaseOrder['state'] = random.bool(0.05)
        ? 'Cancelada'
        : ageDays > 30
          ? 'Recepción conforme'
          : ageDays > 5
            ? 'Aceptada'
            : 'Enviada a proveedor';
      const year = new Date(issued).getUTCFullYear().toString().slice(2);
      return {
        code: purchaseOrderCode(random, application, year),
        companyId: application.companyId,
        applicationId: application.id,
        opportunityCode: application.opportunityCode,
        opportunityName: application.opportunityName,
        buyerName: application.buyerName,
        buyerRut: buyerOfCode(application.opportunityCode)?.unitRut ?? '',
        issuedAt: iso(issued),
        state,
        amount: application.items.reduce((sum, item) => sum + item.quantity * item.unitPrice, 0),
        items: application.items.map((item) => ({ ...item })),
      };
    });
}

type SeedTask = Pick<MockTask, 'title' | 'description' | 'priority' | 'status'> & {
  code: string | null;
  assignee: number | null;
  /** Days from the seed moment to the due date (negative: overdue), at a Chile hour (UTC). */
  dueInDays: number | null;
  dueUtcHour?: number;
};

/** What a task's opportunity says that the task depends on (issue 36). */
type TaskFacts = { record: MockOpportunity; terms: BiddingTerms };

/**
 * A task that exists only where its opportunity's bases ask for it: the first variant whose
 * `asks` holds is seeded, with its own due date when the fact has one (the visit's day).
 */
type FactTask = Omit<SeedTask, 'title' | 'description'> & {
  variants: {
    asks: (facts: TaskFacts) => boolean;
    title: string;
    description: (facts: TaskFacts) => string;
    dueAt?: (facts: TaskFacts) => string | null;
  }[];
};

const [postular, revisar] = [
  SEED_OPPORTUNITY_TAGS[1]!.Postular!,
  SEED_OPPORTUNITY_TAGS[1]!['Revisar bases']!,
];

const always = () => true;
const formatPesos = (amount: number) => `$${amount.toLocaleString('es-CL')}`;

/** Comercial Andes SpA's board: the tagged opportunities' work, some of it late. */
const DEMO_TASKS: (SeedTask | FactTask)[] = [
  {
    code: postular[0]!,
    variants: [
      {
        asks: ({ terms }) => terms.seriedad !== null,
        title: 'Preparar boleta de garantía de seriedad de la oferta',
        description: ({ terms }) =>
          `Solicitar al banco la boleta por ${formatPesos(terms.seriedad!.amount)} y adjuntarla a la oferta antes del cierre.`,
      },
      {
        asks: ({ terms }) => terms.fielCumplimiento !== null,
        title: 'Cotizar la boleta de garantía de fiel cumplimiento',
        description: ({ terms }) =>
          `Las bases piden ${terms.fielCumplimiento!.percent} % del contrato (${formatPesos(terms.fielCumplimiento!.amount)}) al firmar: pedir al banco sus condiciones antes de ofertar.`,
      },
      {
        asks: always,
        title: 'Preparar la declaración jurada de requisitos',
        description: () => 'Firmarla y adjuntarla a la oferta antes del cierre.',
      },
    ],
    priority: 'alta',
    status: 'en_curso',
    assignee: 1,
    dueInDays: 2,
  },
  {
    code: postular[0]!,
    variants: [
      {
        asks: ({ record }) => record.dates.fieldVisit !== null,
        title: 'Asistir a la visita a terreno',
        description: () =>
          'Llevar credencial de la empresa y cámara para registrar las dependencias.',
        dueAt: ({ record }) => record.dates.fieldVisit,
      },
      {
        asks: ({ terms }) =>
          terms.evaluation.some((entry) => entry.name === 'Experiencia del oferente'),
        title: 'Reunir los certificados de experiencia',
        description: ({ terms }) =>
          `La experiencia del oferente pesa ${terms.evaluation.find((entry) => entry.name === 'Experiencia del oferente')!.weight} % en la evaluación: juntar contratos y recepciones conformes de servicios similares.`,
      },
      {
        asks: always,
        title: 'Revisar plazos de entrega y multas',
        description: ({ terms }) =>
          `Entrega en ${terms.delivery.days} días ${terms.delivery.dayKind}; confirmar que el plazo alcanza.`,
      },
    ],
    priority: 'media',
    status: 'pendiente',
    assignee: 5,
    dueInDays: 4,
    dueUtcHour: 13,
  },
  {
    code: postular[1]!,
    title: 'Cotizar insumos con proveedores',
    description: 'Pedir precios de papel higiénico, jabón y bolsas de basura a dos proveedores.',
    priority: 'media',
    status: 'pendiente',
    assignee: 6,
    dueInDays: -1,
  },
  {
    code: postular[2]!,
    title: 'Redactar la oferta técnica',
    description: 'Usar la plantilla de aseo hospitalario y adjuntar los certificados del personal.',
    priority: 'alta',
    status: 'pendiente',
    assignee: 1,
    dueInDays: 6,
  },
  {
    code: postular[3]!,
    title: 'Subir la oferta al portal',
    description: 'Revisar que el anexo económico coincida con el monto ofertado.',
    priority: 'alta',
    status: 'pendiente',
    assignee: 1,
    dueInDays: 1,
    dueUtcHour: 18,
  },
  {
    code: revisar[0]!,
    title: 'Leer las bases administrativas',
    description: 'Anotar requisitos de experiencia y garantías exigidas.',
    priority: 'media',
    status: 'hecha',
    assignee: 5,
    dueInDays: -3,
  },
  {
    code: revisar[0]!,
    variants: [
      {
        asks: ({ record }) => record.dates.questionsClose !== null,
        title: 'Enviar preguntas al comprador',
        description: () =>
          'Consultar si se aceptan productos equivalentes a las marcas indicadas, antes del cierre de preguntas.',
        dueAt: ({ record }) => record.dates.questionsClose,
      },
      {
        asks: always,
        title: 'Confirmar marcas equivalentes',
        description: () =>
          'Revisar si las bases aceptan productos equivalentes a las marcas indicadas.',
      },
    ],
    priority: 'baja',
    status: 'pendiente',
    assignee: 6,
    dueInDays: -2,
  },
  {
    code: revisar[2]!,
    title: 'Revisar criterios de evaluación',
    description: '',
    priority: 'baja',
    status: 'en_curso',
    assignee: 5,
    dueInDays: -1,
  },
  {
    code: null,
    title: 'Renovar certificado de inscripción en ChileProveedores',
    description: 'Vence este mes: sin él no podemos ser adjudicados.',
    priority: 'alta',
    status: 'pendiente',
    assignee: 1,
    dueInDays: 12,
  },
  {
    code: null,
    title: 'Actualizar la lista de precios 2026',
    description: '',
    priority: 'baja',
    status: 'hecha',
    assignee: 6,
    dueInDays: -10,
  },
];

const isFactTask = (task: SeedTask | FactTask): task is FactTask => 'variants' in task;

/**
 * The board's tasks, each due no later than its opportunity's close and asking only what its
 * bases ask (issue 36): a task about a guarantee or a visit takes the variant its facts allow.
 */
export function seedTasks(nowMs: number, nextId: () => number): MockTask[] {
  const findRecord = (code: string) => defaultCatalogueRecord(nowMs, code);
  const positions = new Map<string, number>();
  return DEMO_TASKS.map((entry, index) => {
    const record = entry.code ? findRecord(entry.code) : undefined;
    let task: SeedTask = isFactTask(entry) ? { ...entry, title: '', description: '' } : entry;
    let dueAt: string | null = null;
    if (isFactTask(entry)) {
      if (!record)
        throw new Error(`The seed task's opportunity ${entry.code} is not in the catalogue`);
      const facts = { record, terms: biddingTerms(record) };
      const variant = entry.variants.find((candidate) => candidate.asks(facts))!;
      task = { ...task, title: variant.title, description: variant.description(facts) };
      dueAt = variant.dueAt?.(facts) ?? null;
    }
    const createdAt = iso(nowMs - (index + 2) * DAY);
    const position = positions.get(task.status) ?? 0;
    positions.set(task.status, position + 1);
    const dueDay =
      task.dueInDays === null ? null : Math.floor((nowMs + task.dueInDays * DAY) / DAY) * DAY;
    // 12:00 or the given hour in UTC: 09:00 or later in Chile, summer or winter.
    dueAt ??= dueDay === null ? null : iso(dueDay + (task.dueUtcHour ?? 15) * HOUR);
    // Work on an offer is due before the offer closes.
    if (dueAt && record && task.status !== 'hecha' && dueAt > record.dates.close) {
      dueAt = iso(Date.parse(record.dates.close) - 2 * HOUR);
    }
    return {
      id: nextId(),
      companyId: 1,
      opportunityCode: task.code,
      opportunityName: null,
      title: task.title,
      description: task.description,
      assigneeId: task.assignee,
      dueAt,
      priority: task.priority,
      status: task.status,
      position,
      createdBy: 1,
      createdAt,
      updatedAt: createdAt,
      completedAt: task.status === 'hecha' ? iso(nowMs - DAY) : null,
    };
  });
}

const DOCUMENT_QUESTIONS = [
  '¿Cuál es el plazo de entrega?',
  '¿Qué garantías exige la licitación?',
  'Resume los criterios de evaluación',
  '¿Se permite subcontratar?',
];

/** The feed: searches, tags, tasks, bids and document questions, a few a working day. */
function seedActivities(
  random: Random,
  company: CompanyWork,
  applications: MockApplication[],
  nowMs: number,
): Omit<MockActivity, 'id'>[] {
  const entries: Omit<MockActivity, 'id'>[] = [];
  const add = (
    at: number,
    kind: MockActivityKind,
    detail: string,
    userId = random.pick(company.members),
    opportunity: { code: string; name: string } | null = null,
  ) =>
    entries.push({
      companyId: company.companyId,
      userId,
      kind,
      createdAt: iso(at),
      opportunityCode: opportunity?.code ?? null,
      opportunityName: opportunity?.name ?? null,
      detail,
    });
  for (const application of applications) {
    const opportunity = { code: application.opportunityCode, name: application.opportunityName };
    const applied = Date.parse(application.appliedAt);
    const tagged = atBusinessHour(random, applied - random.int(1, 6) * DAY);
    add(tagged, 'etiqueta', `Etiqueta ${application.tags[0]}`, application.userId, opportunity);
    if (random.bool(0.5)) {
      add(
        tagged + random.float(0.5, 3) * HOUR,
        'consulta_documentos',
        random.pick(DOCUMENT_QUESTIONS),
        undefined,
        opportunity,
      );
    }
    add(
      tagged + 2 * HOUR,
      'tarea_creada',
      'Tarea: Preparar la oferta',
      application.userId,
      opportunity,
    );
    add(
      applied - 20 * MINUTE,
      'tarea_hecha',
      'Tarea: Preparar la oferta',
      application.userId,
      opportunity,
    );
    add(applied, 'postulacion', 'Oferta enviada al portal', application.userId, opportunity);
  }
  const start = nowMs - MONTHS_OF_HISTORY * 30 * DAY;
  for (let day = start; day < nowMs - DAY; day += DAY) {
    const weekday = new Date(day).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    for (let count = random.int(1, 4); count > 0; count -= 1) {
      add(atBusinessHour(random, day), 'busqueda', `Búsqueda: ${random.pick(company.searches)}`);
    }
  }
  return entries
    .filter((entry) => Date.parse(entry.createdAt) < nowMs)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

export function seedWork(nowMs = Date.now()): WorkRecords {
  const random = createRandom(20_261_125);
  const catalogues = pastCatalogues(nowMs);
  const counters = { applications: 0, tasks: 0 };
  const next = (table: keyof typeof counters) => () => (counters[table] += 1);
  const applications = COMPANIES.flatMap((company) =>
    seedApplications(random, company, catalogues, nowMs, next('applications')),
  );
  const purchaseOrders = seedPurchaseOrders(random, applications, nowMs);
  const tasks = seedTasks(nowMs, next('tasks'));
  const activities = COMPANIES.flatMap((company) =>
    seedActivities(
      random,
      company,
      applications.filter((application) => application.companyId === company.companyId),
      nowMs,
    ),
  )
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map((entry, index) => ({ ...entry, id: index + 1 }));
  return {
    workSeed: [{ seededAt: iso(nowMs) }],
    tasks,
    activities,
    applications,
    purchaseOrders,
    bidDecisions: seedDecisions(COMPANIES, catalogues, applications, nowMs),
  };
}
