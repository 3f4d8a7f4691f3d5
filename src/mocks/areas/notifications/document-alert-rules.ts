import { format, parseISO } from 'date-fns';
import { es } from 'date-fns/locale';

import {
  COMPANY_DOCUMENT_KIND_LABELS,
  type CompanyDocumentKind,
} from '@/entities/company-documents/api/company-documents-schema';
import { chileDayKey, daysBetween } from '@/lib/chile-time';
import { formatChileDate } from '@/lib/format';

import type { MockOpportunity } from '../catalogue/opportunities';
import type { MockCompanyDocument } from '../documents/records';
import type { MockNotification } from './records';

/*
 * What the vault's alerts say and when they are due (issue 40, decision 0035 '## Alerts'), from
 * the facts they are given, so the seed (its own seeded facts) and the server's run
 * (document-alerts.ts, the database) ask the same question:
 *
 * 1. a document expiring in 30 days or fewer ('vence en 30 días'), and again in 7 or fewer;
 * 2. a followed opportunity, still open, that needs a document of a kind the company holds valid
 *    today but expired by the close, with no other document of that kind valid on the close.
 *
 * An alert is keyed by its rule, the document and its expiry: told once, and told again only for
 * a renewed document when its own turn comes.
 */

/** The bands: an alert says the narrowest band the document is in. */
const BANDS = [7, 30] as const;
type Band = (typeof BANDS)[number];

type VaultDocument = Pick<MockCompanyDocument, 'id' | 'companyId' | 'kind' | 'name' | 'expiresOn'>;

export type DocumentAlert =
  | {
      key: string;
      companyId: number;
      rule: 'expiry';
      band: Band;
      days: number;
      document: VaultDocument;
    }
  | {
      key: string;
      companyId: number;
      rule: 'close';
      document: VaultDocument;
      opportunity: MockOpportunity;
    };

/** Everything the alerts read. */
export type DocumentAlertFacts = {
  documents: readonly VaultDocument[];
  /** The codes of the opportunities the company follows. */
  followed: (companyId: number) => readonly string[];
  record: (code: string) => MockOpportunity | undefined;
  /** The kinds of document the opportunity's offer must include (its mandatory requirements). */
  needs: (record: MockOpportunity) => readonly CompanyDocumentKind[];
  told: (companyId: number, key: string) => boolean;
};

const OPEN_STATUSES = new Set(['Publicada', 'publicada']);

/** The alerts due at `now` (Chile's day) that were not told yet, the vault's order first. */
export function dueDocumentAlerts(facts: DocumentAlertFacts, now: Date): DocumentAlert[] {
  const today = chileDayKey(now)!;
  const due: DocumentAlert[] = [];

  for (const document of facts.documents) {
    if (document.expiresOn === null || document.expiresOn < today) continue;
    const days = daysBetween(today, document.expiresOn);
    const band = BANDS.find((limit) => days <= limit);
    if (band === undefined) continue;
    const key = `vence-${band}:${document.id}:${document.expiresOn}`;
    if (facts.told(document.companyId, key)) continue;
    due.push({ key, companyId: document.companyId, rule: 'expiry', band, days, document });
  }

  const companies = [...new Set(facts.documents.map((document) => document.companyId))];
  for (const companyId of companies) {
    const own = facts.documents.filter((document) => document.companyId === companyId);
    for (const code of new Set(facts.followed(companyId))) {
      const record = facts.record(code);
      if (
        !record ||
        !OPEN_STATUSES.has(record.status) ||
        Date.parse(record.dates.close) <= now.getTime()
      ) {
        continue;
      }
      const closeDay = chileDayKey(record.dates.close)!;
      for (const kind of new Set(facts.needs(record))) {
        const ofKind = own.filter((document) => document.kind === kind);
        // Another of the kind valid on the close (a renewal already uploaded) meets it.
        if (
          ofKind.some((document) => document.expiresOn === null || document.expiresOn >= closeDay)
        ) {
          continue;
        }
        for (const document of ofKind) {
          if (document.expiresOn === null || document.expiresOn < today) continue;
          const key = `cierre:${record.code}:${document.id}:${document.expiresOn}`;
          if (facts.told(companyId, key)) continue;
          due.push({ key, companyId, rule: 'close', document, opportunity: record });
        }
      }
    }
  }
  return due;
}

/** 'El Certificado F30 …', 'La Declaración jurada …'. */
const KIND_ARTICLES: Readonly<Record<CompanyDocumentKind, 'El' | 'La'>> = {
  registro_proveedores: 'La',
  f30: 'El',
  vigencia: 'El',
  declaracion_jurada: 'La',
  garantia: 'La',
  balance: 'El',
  experiencia: 'El',
  certificacion: 'La',
  otro: 'El',
};

/** The document as an alert names it: its kind, or its file for 'Otro'. */
const titleOf = (document: VaultDocument) =>
  document.kind === 'otro' ? `«${document.name}»` : COMPANY_DOCUMENT_KIND_LABELS[document.kind];

/** 'El Certificado F30 …', 'El documento «contrato.pdf»'. */
const subjectOf = (document: VaultDocument) =>
  document.kind === 'otro'
    ? `El documento «${document.name}»`
    : `${KIND_ARTICLES[document.kind]} ${COMPANY_DOCUMENT_KIND_LABELS[document.kind]}`;

/** '9 de diciembre de 2026'. */
const longDay = (day: string) => format(parseISO(day), "d 'de' MMMM 'de' yyyy", { locale: es });

const inDays = (days: number) => (days === 0 ? 'hoy' : days === 1 ? 'mañana' : `en ${days} días`);

const RENEW = 'Renuévalo en Documentos de la empresa.';

/** What an alert says: the notification's name, description and opportunity; the e-mail's. */
export function documentAlertText(alert: DocumentAlert) {
  const { document } = alert;
  const expires = longDay(document.expiresOn!);
  if (alert.rule === 'expiry') {
    const name = `Documento por vencer: ${titleOf(document)}`;
    const when = inDays(alert.days);
    return {
      name,
      description: `Vence el ${expires} (${when}). ${RENEW}`,
      opportunity: null,
      subject: `${name} (vence ${when})`,
      paragraphs: [
        `${subjectOf(document)} de tu empresa (${document.name}) vence el ${expires} (${when}).`,
        'Pide uno nuevo y súbelo en Documentos de la empresa, para que tus ofertas lo lleven vigente.',
      ],
    };
  }
  const { opportunity } = alert;
  const name = `${subjectOf(document)} vence antes del cierre de ${opportunity.code}`;
  const description = `Vence el ${expires} y la oportunidad cierra el ${formatChileDate(opportunity.dates.close, 'dateTime')}: tu oferta lo necesita vigente. ${RENEW}`;
  return {
    name,
    description,
    opportunity: { codigo: opportunity.code, nombre: opportunity.name },
    subject: name,
    paragraphs: [`${name}: ${opportunity.code} · ${opportunity.name}.`, description],
  };
}

/** One notification (unsaved) for each member of the alert's company. */
export function documentAlertNotifications(
  alert: DocumentAlert,
  memberIds: readonly number[],
): Pick<
  MockNotification,
  'userId' | 'companyId' | 'type' | 'name' | 'description' | 'opportunity'
>[] {
  const { name, description, opportunity } = documentAlertText(alert);
  return memberIds.map((userId) => ({
    userId,
    companyId: alert.companyId,
    // Something to do (renew it), as a task is: the list shows it as 'Tarea pendiente'.
    type: 'pending_task' as const,
    name,
    description,
    opportunity,
  }));
}
