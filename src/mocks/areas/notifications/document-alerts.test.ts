import { beforeEach, describe, expect, it } from 'vitest';

import { chileDayKey, addDays } from '@/lib/chile-time';

import { db } from '../../core/database';
import { offerRequirements } from '../ai/offer-requirements';
import type { MockOpportunity } from '../catalogue/opportunities';
import type { MockCompanyDocument } from '../documents/records';
import { sendDocumentAlerts } from './document-alerts';

const DAY = 24 * 3_600_000;
/** 12:00 in Santiago (summer time, UTC-3): Chile's day is 2026-11-29. */
const NOW = new Date('2026-11-29T15:00:00.000Z');
const F30 = 'Certificado F30 de antecedentes laborales y previsionales';

/** Comercial Andes SpA (company 1): Daniela, Joaquín and Fernanda. */
const ANDES = 1;
const ANDES_MEMBERS = [1, 5, 6];
const ANDES_EMAILS = () =>
  ANDES_MEMBERS.map((id) => db.state.users.find((user) => user.id === id)!.email);

let nextId = 500;

/** A document of the vault, written straight into the database. */
function vaultDocument(document: Partial<MockCompanyDocument> & { companyId: number }) {
  const row: MockCompanyDocument = {
    id: (nextId += 1),
    kind: 'f30',
    name: 'certificado-f30.pdf',
    type: 'application/pdf',
    size: 1_000,
    blobId: null,
    issuedOn: '2026-11-01',
    expiresOn: null,
    note: '',
    amount: null,
    uploadedAt: '2026-11-02T13:30:00.000Z',
    uploadedById: 1,
    ...document,
  };
  db.write((state) => {
    state.companyDocuments.push(row);
  });
  return row;
}

/** What the seed had raised and mailed: the tests count only what came after. */
let seeded = { notifications: 0, emails: new Set<number>() };

const raisedNamed = (name: string) =>
  db.state.notifications.filter(
    (notification) => notification.id > seeded.notifications && notification.name === name,
  );
const mailedAbout = (subject: string) =>
  db.state.emails.filter(
    (email) => !seeded.emails.has(email.id) && email.subject.startsWith(subject),
  );

beforeEach(() => {
  seeded = {
    notifications: Math.max(...db.state.notifications.map((entry) => entry.id)),
    emails: new Set(db.state.emails.map((email) => email.id)),
  };
  // Only the rows each test writes: no seeded vault, nothing told, nobody following anything.
  db.write((state) => {
    state.companyDocuments = [];
    state.documentAlerts = [];
    state.bidDecisions = [];
    for (const tag of state.tags) tag.receiveNotifications = false;
  });
});

describe('sendDocumentAlerts: a document about to expire', () => {
  it('at 30 days or fewer tells each member once: a notification and an e-mail', () => {
    vaultDocument({ companyId: ANDES, expiresOn: '2026-12-09' });
    const name = `Documento por vencer: ${F30}`;

    const result = sendDocumentAlerts(NOW);

    const raised = raisedNamed(name);
    expect(raised.map((notification) => notification.userId).sort()).toEqual(ANDES_MEMBERS);
    for (const notification of raised) {
      expect(notification).toMatchObject({
        companyId: ANDES,
        type: 'pending_task',
        status: 'pending',
        description:
          'Vence el 9 de diciembre de 2026 (en 10 días). Renuévalo en Documentos de la empresa.',
        opportunity: null,
        createdAt: NOW.toISOString(),
      });
    }
    const mails = mailedAbout(name);
    expect(mails.map((email) => email.to).sort()).toEqual([...ANDES_EMAILS()].sort());
    expect(mails[0]!.subject).toBe(`${name} (vence en 10 días)`);
    expect(mails.find((email) => email.to === 'demo@oportuna.cl')!.text).toContain(
      `Hola Daniela:\n\nEl ${F30} de tu empresa (certificado-f30.pdf) vence el 9 de diciembre de 2026 (en 10 días).`,
    );
    expect(mails[0]!.links).toContainEqual({
      label: 'Ver documentos de la empresa',
      href: '/dashboard/documentos',
    });
    expect(result).toMatchObject({ told: [{ name, companyId: ANDES, people: 3 }], mailed: 3 });

    const again = sendDocumentAlerts(new Date(NOW.getTime() + DAY));
    expect(again.told).toEqual([]);
    expect(raisedNamed(name)).toHaveLength(3);
    expect(mailedAbout(name)).toHaveLength(3);
  });

  it('at 7 days or fewer tells again, once, whatever the 30-day alert did', () => {
    vaultDocument({ companyId: ANDES, expiresOn: '2026-12-09' });
    const name = `Documento por vencer: ${F30}`;
    sendDocumentAlerts(NOW);
    // 8 days before: still the 30-day band, told.
    expect(sendDocumentAlerts(new Date(NOW.getTime() + 2 * DAY)).told).toEqual([]);

    const week = new Date(NOW.getTime() + 3 * DAY);
    sendDocumentAlerts(week);
    const second = raisedNamed(name).filter((entry) => entry.createdAt === week.toISOString());
    expect(second.map((entry) => entry.userId).sort()).toEqual(ANDES_MEMBERS);
    expect(second[0]!.description).toBe(
      'Vence el 9 de diciembre de 2026 (en 7 días). Renuévalo en Documentos de la empresa.',
    );
    expect(mailedAbout(`${name} (vence en 7 días)`)).toHaveLength(3);

    for (const later of [5, 9]) {
      expect(sendDocumentAlerts(new Date(NOW.getTime() + later * DAY)).told).toEqual([]);
    }
    expect(raisedNamed(name)).toHaveLength(6);
    expect(mailedAbout(name)).toHaveLength(6);
  });

  it('found within 7 days first tells the 7-day alert only, down to the last day', () => {
    vaultDocument({ companyId: ANDES, kind: 'vigencia', expiresOn: '2026-11-30' });
    const result = sendDocumentAlerts(NOW);
    expect(result.told).toEqual([
      {
        name: 'Documento por vencer: Certificado de vigencia de la sociedad',
        companyId: ANDES,
        people: 3,
      },
    ]);
    expect(result.notifications[0]!.description).toBe(
      'Vence el 30 de noviembre de 2026 (mañana). Renuévalo en Documentos de la empresa.',
    );
  });

  it('says nothing of a document without expiry, far from it, or already expired', () => {
    vaultDocument({ companyId: ANDES, kind: 'declaracion_jurada', expiresOn: null });
    vaultDocument({ companyId: ANDES, kind: 'certificacion', expiresOn: '2026-12-30' });
    vaultDocument({ companyId: ANDES, kind: 'vigencia', expiresOn: '2026-11-28' });
    const notifications = db.state.notifications.length;
    const emails = db.state.emails.length;

    expect(sendDocumentAlerts(NOW)).toEqual({ told: [], notifications: [], mailed: 0 });
    expect(db.state.notifications).toHaveLength(notifications);
    expect(db.state.emails).toHaveLength(emails);
  });

  it('names an «Otro» document by its file', () => {
    vaultDocument({
      companyId: ANDES,
      kind: 'otro',
      name: 'patente-comercial.pdf',
      expiresOn: '2026-12-20',
    });
    expect(sendDocumentAlerts(NOW).told[0]!.name).toBe(
      'Documento por vencer: «patente-comercial.pdf»',
    );
  });

  it('tells a company only of its own vault', () => {
    vaultDocument({ companyId: 2, expiresOn: '2026-12-09' });
    sendDocumentAlerts(NOW);
    const raised = raisedNamed(`Documento por vencer: ${F30}`);
    expect(raised.map((entry) => [entry.companyId, entry.userId])).toEqual([[2, 2]]);
    const mails = mailedAbout(`Documento por vencer: ${F30}`);
    expect(mails.map((email) => email.to)).toEqual(['supervisor@oportuna.cl']);
  });
});

/** An open tender of the catalogue whose offer must include an F30, closing after `now`. */
function tenderNeedingF30(skip = 0): MockOpportunity {
  return db.opportunities.filter(
    (record) =>
      record.kind === 'licitacion' &&
      record.status === 'Publicada' &&
      Date.parse(record.dates.close) > Date.now() + 2 * DAY &&
      offerRequirements(record).requirements.some(
        (requirement) =>
          requirement.level !== 'opcional' &&
          requirement.meetsBy.kind === 'document' &&
          requirement.meetsBy.documentKind === 'f30',
      ),
  )[skip]!;
}

function decidePostular(companyId: number, code: string) {
  db.write((state) => {
    state.bidDecisions.push({
      companyId,
      opportunityCode: code,
      decision: 'postular',
      motivo: 'Conocemos al comprador.',
      userId: 1,
      decidedAt: NOW.toISOString(),
    });
  });
}

function followWithAlertTag(companyId: number, code: string) {
  db.write((state) => {
    const tag = state.tags.find((entry) => entry.companyId === companyId)!;
    tag.receiveNotifications = true;
    state.opportunityTags.push({
      tagId: tag.id,
      opportunityCode: code,
      createdAt: NOW.toISOString(),
    });
  });
}

describe('sendDocumentAlerts: a followed opportunity closes after a document it needs expires', () => {
  /** The tender, a day 20 days before its close, and the close's day in Chile. */
  function setup(skip = 0) {
    const record = tenderNeedingF30(skip);
    const now = new Date(Date.parse(record.dates.close) - 20 * DAY);
    const closeDay = chileDayKey(record.dates.close)!;
    return { record, now, closeDay };
  }
  const closeName = (code: string) => `El ${F30} vence antes del cierre de ${code}`;

  it('tells each member once per opportunity and document, linking the opportunity', () => {
    const { record, now, closeDay } = setup();
    // Valid today (and beyond the 30-day band), expired by the close.
    const document = vaultDocument({ companyId: ANDES, expiresOn: addDays(closeDay, -1) });
    decidePostular(ANDES, record.code);

    sendDocumentAlerts(now);

    const raised = raisedNamed(closeName(record.code));
    expect(raised.map((entry) => entry.userId).sort()).toEqual(ANDES_MEMBERS);
    expect(raised[0]!.opportunity).toEqual({ codigo: record.code, nombre: record.name });
    expect(raised[0]!.description).toMatch(
      /^Vence el \d+ de [a-z]+ de \d{4} y la oportunidad cierra el \d\d-\d\d-\d{4} \d\d:\d\d: tu oferta lo necesita vigente\. Renuévalo en Documentos de la empresa\.$/,
    );
    const mails = mailedAbout(closeName(record.code));
    expect(mails.map((email) => email.to).sort()).toEqual([...ANDES_EMAILS()].sort());
    expect(mails[0]!.links).toContainEqual({
      label: `Ver ${record.code}`,
      href: `/dashboard/opportunity/${encodeURIComponent(record.code)}`,
    });
    expect(db.state.documentAlerts).toContainEqual({
      companyId: ANDES,
      key: `cierre:${record.code}:${document.id}:${document.expiresOn}`,
      sentAt: now.toISOString(),
    });

    sendDocumentAlerts(new Date(now.getTime() + DAY));
    expect(raisedNamed(closeName(record.code))).toHaveLength(3);
    expect(mailedAbout(closeName(record.code))).toHaveLength(3);
  });

  it('follows by a tag with alerts as by the decision to bid', () => {
    const { record, now, closeDay } = setup();
    vaultDocument({ companyId: ANDES, expiresOn: addDays(closeDay, -1) });
    followWithAlertTag(ANDES, record.code);
    sendDocumentAlerts(now);
    expect(raisedNamed(closeName(record.code))).toHaveLength(3);
  });

  it('says nothing for an opportunity not followed, a tag without alerts, or a decision not to bid', () => {
    const { record, now, closeDay } = setup();
    vaultDocument({ companyId: ANDES, expiresOn: addDays(closeDay, -1) });
    db.write((state) => {
      const tag = state.tags.find((entry) => entry.companyId === ANDES)!;
      state.opportunityTags.push({
        tagId: tag.id,
        opportunityCode: record.code,
        createdAt: NOW.toISOString(),
      });
      state.bidDecisions.push({
        companyId: ANDES,
        opportunityCode: record.code,
        decision: 'no_postular',
        motivo: 'Fuera de nuestra zona.',
        userId: 1,
        decidedAt: NOW.toISOString(),
      });
    });
    sendDocumentAlerts(now);
    expect(raisedNamed(closeName(record.code))).toEqual([]);
  });

  it('says nothing when the document outlives the close, or a renewal does', () => {
    const { record, now, closeDay } = setup();
    decidePostular(ANDES, record.code);
    vaultDocument({ companyId: ANDES, expiresOn: closeDay });
    sendDocumentAlerts(now);
    expect(raisedNamed(closeName(record.code))).toEqual([]);

    db.write((state) => {
      state.companyDocuments = [];
    });
    vaultDocument({ companyId: ANDES, expiresOn: addDays(closeDay, -2) });
    vaultDocument({ companyId: ANDES, expiresOn: addDays(closeDay, 28) });
    sendDocumentAlerts(now);
    expect(raisedNamed(closeName(record.code))).toEqual([]);
  });

  it('tells only the company that follows it, of its own document', () => {
    const { record, now, closeDay } = setup();
    // Company 2 follows it; Comercial Andes holds the expiring F30 but does not follow it.
    vaultDocument({ companyId: ANDES, expiresOn: addDays(closeDay, -1) });
    decidePostular(2, record.code);
    sendDocumentAlerts(now);
    expect(raisedNamed(closeName(record.code))).toEqual([]);

    vaultDocument({ companyId: 2, expiresOn: addDays(closeDay, -3) });
    sendDocumentAlerts(now);
    const raised = raisedNamed(closeName(record.code));
    expect(raised.map((entry) => [entry.companyId, entry.userId])).toEqual([[2, 2]]);
  });
});

describe('the seeded vault', () => {
  it('told its F30 expiring in 10 days to Comercial Andes, and the control does not tell it again', async () => {
    // The state as seeded (this file's beforeEach cleared it): the database's own seed.
    await db.reset();
    {
      const name = `Documento por vencer: ${F30}`;
      const andes = (entry: { companyId: number; name: string }) =>
        entry.companyId === ANDES && entry.name === name;
      const told = db.state.notifications.filter(andes);
      expect(told.map((entry) => entry.userId).sort()).toEqual(ANDES_MEMBERS);
      const expires = db.state.companyDocuments.find(
        (document) => document.companyId === ANDES && document.kind === 'f30',
      )!.expiresOn!;
      expect(told[0]!.description).toMatch(
        /^Vence el \d+ de [a-z]+ de \d{4} \(en 10 días\)\. Renuévalo en Documentos de la empresa\.$/,
      );
      expect(told[0]!.status).toBe('pending');
      expect(expires).toBe(addDays(chileDayKey(Date.now())!, 10));

      const result = sendDocumentAlerts();
      expect(result.told.filter((entry) => entry.name.startsWith('Documento por vencer'))).toEqual(
        [],
      );
      expect(db.state.notifications.filter(andes)).toHaveLength(3);
    }
  });
});
