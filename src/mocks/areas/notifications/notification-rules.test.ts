import { describe, expect, it } from 'vitest';

import { db } from '../../core/database';
import type { MockTag } from '../tags/records';
import { radarAlertItems } from './radar-alerts';
import {
  advanceTender,
  notifyRadarForTags,
  notifyTaskAssigned,
  sendSavedSearchAlerts,
  TENDER_CHANGE_ERRORS,
  TenderChangeError,
} from './notification-rules';

const DAY = 24 * 3_600_000;

/**
 * A tag of `companyId` on `code`, with alerts on or off. Built from a seeded row, so the test
 * does not depend on the tags area's seed beyond its shape.
 */
function tagOpportunity(companyId: number, code: string, receiveNotifications: boolean) {
  return db.write((state) => {
    const template = state.tags[0]!;
    const tag: MockTag = {
      ...template,
      id: 900 + state.tags.length,
      companyId,
      name: `Seguimiento ${companyId}`,
      receiveNotifications,
    };
    state.tags.push(tag);
    state.opportunityTags.push({
      ...state.opportunityTags[0]!,
      tagId: tag.id,
      opportunityCode: code,
    });
    return tag;
  });
}

/** Open tenders and agile purchases of the catalogue not used by another test of this file. */
function openOpportunity(kind: 'licitacion' | 'compra_agil', skip = 0) {
  return db.opportunities.filter(
    (record) =>
      record.kind === kind &&
      (record.status === 'Publicada' || record.status === 'publicada') &&
      Date.parse(record.dates.close) > Date.now(),
  )[skip]!;
}

const memberIds = (companyId: number) =>
  db.state.memberships
    .filter((membership) => membership.companyId === companyId)
    .map((membership) => membership.userId);

describe('advanceTender: a tagged opportunity changes', () => {
  it('notifies every member of each company whose tag with alerts is on it, and mails them', () => {
    const record = openOpportunity('licitacion', 0);
    const before = record.dates.close;
    tagOpportunity(1, record.code, true);
    tagOpportunity(2, record.code, false);
    const mailsBefore = db.state.emails.length;

    const { description, notifications } = advanceTender(record.code, 'close-date');

    expect(Date.parse(record.dates.close) - Date.parse(before)).toBe(7 * DAY);
    expect(description).toMatch(/^La fecha de cierre cambió del \d\d-\d\d-\d{4} \d\d:\d\d al /);
    // Company 1's three members; company 2's tag has alerts off.
    expect(notifications.map((entry) => entry.userId).sort()).toEqual(memberIds(1).sort());
    for (const entry of notifications) {
      expect(entry).toMatchObject({
        companyId: 1,
        type: 'update',
        status: 'pending',
        name: 'Cambio en una oportunidad etiquetada «Seguimiento 1»',
        description,
        opportunity: { codigo: record.code, nombre: record.name },
      });
    }
    expect(db.state.notifications).toEqual(expect.arrayContaining(notifications));
    expect(db.state.emails.length - mailsBefore).toBe(notifications.length);
    expect(db.state.emails[0]).toMatchObject({
      subject: `Cambio en una oportunidad que sigues: ${record.code}`,
      links: [{ label: 'Ver oportunidad', href: `/dashboard/opportunity/${record.code}` }],
    });
  });

  it('notifies nobody when no tag on it has alerts on', () => {
    const record = openOpportunity('licitacion', 1);
    tagOpportunity(1, record.code, false);
    const count = db.state.notifications.length;
    expect(advanceTender(record.code, 'close-date').notifications).toEqual([]);
    expect(db.state.notifications).toHaveLength(count);
  });

  it('moves a tender and an agile purchase to their next state, and stops at a final one', () => {
    const tender = openOpportunity('licitacion', 2);
    tagOpportunity(2, tender.code, true);
    const closed = advanceTender(tender.code, 'status');
    expect(closed.description).toBe('El estado cambió de Publicada a Cerrada.');
    expect(tender.statusCode).toBe(6);
    expect(Date.parse(tender.dates.close)).toBeLessThanOrEqual(Date.now());
    // The supervisor is company 2's one member.
    expect(closed.notifications.map((entry) => [entry.userId, entry.companyId])).toEqual([[2, 2]]);
    expect(advanceTender(tender.code, 'status').description).toBe(
      'El estado cambió de Cerrada a Adjudicada.',
    );
    expect(tender.dates.awarded).not.toBeNull();
    expect(() => advanceTender(tender.code, 'status')).toThrow(TENDER_CHANGE_ERRORS.finalState);

    const agile = openOpportunity('compra_agil', 0);
    expect(advanceTender(agile.code, 'status').description).toBe(
      'El estado cambió de Publicada a Cerrada.',
    );
    expect(advanceTender(agile.code, 'status').description).toBe(
      'El estado cambió de Cerrada a Proveedor seleccionado.',
    );
  });

  it('refuses a code that is not in the catalogue', () => {
    expect(() => advanceTender('0000-0-XX00', 'close-date')).toThrow(TenderChangeError);
    expect(() => advanceTender('0000-0-XX00', 'close-date')).toThrow(TENDER_CHANGE_ERRORS.notFound);
  });
});

// A run also forecasts what comes next over the whole market (upcoming-alerts.test.ts): the
// first one in a worker takes seconds on a busy machine.
describe('sendSavedSearchAlerts: the alert time of saved searches', { timeout: 30_000 }, () => {
  it('raises an opportunity notification for owner and recipients and mails the recipients', () => {
    // Demo's 'Aseo hospitalario Valparaíso' last sent a month ago, to demo and Joaquín.
    db.write((state) => {
      const search = state.savedSearches.find((entry) => entry.id === 1)!;
      search.lastSentAt = new Date(Date.now() - 30 * DAY).toISOString();
      search.notifyUserIds = [1, 5];
    });
    const now = new Date();
    const results = sendSavedSearchAlerts(now);
    const result = results.find((entry) => entry.searchId === 1)!;
    expect(result.newMatches).toBeGreaterThan(0);
    expect(result).toMatchObject({ notified: 2, mailed: 2 });

    const raised = db.state.notifications.filter(
      (entry) =>
        entry.name.startsWith('Nuevas oportunidades') && entry.createdAt === now.toISOString(),
    );
    expect(raised.filter((entry) => entry.companyId === 1).map((entry) => entry.userId)).toEqual([
      1, 5,
    ]);
    expect(raised[0]!.name).toBe('Nuevas oportunidades: Aseo hospitalario Valparaíso');
    expect(raised[0]!.opportunity?.codigo).toMatch(/-/);
    const mail = db.state.emails.find((entry) => entry.to === 'joaquin.valdes@andes.cl')!;
    expect(mail.subject).toMatch(/nuevas?: Aseo hospitalario Valparaíso$/);
    expect(mail.links[0]).toEqual({ label: 'Ver búsqueda', href: '/dashboard/saved-search/1' });
    expect(db.state.savedSearches.find((entry) => entry.id === 1)!.lastSentAt).toBe(
      now.toISOString(),
    );

    // Right after, nothing is new.
    const again = sendSavedSearchAlerts(new Date(now.getTime() + 1000));
    expect(again.find((entry) => entry.searchId === 1)!.newMatches).toBe(0);
  });

  it('adds the radar items the search would find to its alert, each once', () => {
    // Demo's search for cleaning services anywhere, last sent a minute ago: nothing new in the
    // catalogue, but the radar's new calls and unquoted agile purchases of cleaning.
    db.write((state) => {
      const search = state.savedSearches.find((entry) => entry.id === 1)!;
      search.lastSentAt = new Date(Date.now() - 60_000).toISOString();
      search.notifyUserIds = [5];
      search.jsonData = {
        ...search.jsonData,
        consultas: [
          {
            ...search.jsonData.consultas[0]!,
            consulta: 'servicio de aseo y limpieza',
            regiones: [],
          },
        ],
      };
    });
    const now = new Date();
    const result = sendSavedSearchAlerts(now).find((entry) => entry.searchId === 1)!;
    expect(result.newMatches).toBe(0);
    expect(result.radarMatches).toBeGreaterThan(0);

    const radar = db.state.notifications.filter(
      (entry) => entry.name === 'Radar: Aseo hospitalario Valparaíso' && entry.companyId === 1,
    );
    expect(radar.map((entry) => entry.userId)).toEqual([1, 5]);
    expect(radar[0]!.description).toMatch(/del radar coincide/);
    const items = radarAlertItems(1, now.getTime());
    expect(items.map((item) => item.codigo)).toContain(radar[0]!.opportunity!.codigo);
    const mail = db.state.emails.find((entry) => entry.to === 'joaquin.valdes@andes.cl')!;
    expect(mail.subject).toMatch(
      /^Radar: \d+ oportunidad(es)? para «Aseo hospitalario Valparaíso»$/,
    );
    expect(mail.text).toContain('Del radar (lo que vuelve o nadie ha cotizado)');
    expect(mail.text).toMatch(/• (Nuevo llamado|Sin cotizaciones|Cierre ampliado): /);
    expect(mail.links).toContainEqual({ label: 'Ver el radar', href: '/dashboard/radar' });

    const again = sendSavedSearchAlerts(new Date(now.getTime() + 1000));
    expect(again.find((entry) => entry.searchId === 1)).toMatchObject({
      newMatches: 0,
      radarMatches: 0,
    });
  });

  it('tells the followers of a tag with alerts what the radar sees on their opportunity, once', () => {
    const now = new Date();
    const item = radarAlertItems(1, now.getTime()).find((entry) => entry.kind === 'Nuevo llamado')!;
    // Comercial Andes follows the deserted process; its new call is the news.
    const deserted = item.tagCodes[0]!;
    tagOpportunity(1, deserted, true);
    const raised = notifyRadarForTags(now);
    const ours = raised.filter((entry) => entry.companyId === 1);
    expect(ours.length).toBeGreaterThan(0);
    expect(ours[0]).toMatchObject({
      type: 'update',
      opportunity: { codigo: deserted, nombre: item.nombre },
      description: `Nuevo llamado: ${item.note}`,
    });
    expect(
      db.state.emails.some(
        (entry) => entry.subject === `Cambio en una oportunidad que sigues: ${deserted}`,
      ),
    ).toBe(true);
    expect(notifyRadarForTags(new Date(now.getTime() + 1000))).toEqual([]);
  });

  it('leaves searches without e-mail alerts alone', () => {
    const results = sendSavedSearchAlerts();
    const ids = results.map((entry) => entry.searchId);
    expect(ids).not.toContain(2);
  });
});

describe('notifyTaskAssigned: the hook for the tasks issue', () => {
  it('raises a pending_task for the assignee, saying who assigned it', () => {
    const notification = notifyTaskAssigned({
      companyId: 1,
      assigneeId: 5,
      assignedById: 1,
      title: 'Preparar la garantía',
      dueDate: '2026-12-01T15:00:00.000Z',
      opportunityCode: '6164-39-LP26',
    });
    expect(notification).toMatchObject({
      userId: 5,
      companyId: 1,
      type: 'pending_task',
      name: 'Tarea pendiente: Preparar la garantía',
      description: 'Daniela Muñoz Rojas te asignó esta tarea. Vence el 01-12-2026 12:00.',
      opportunity: { codigo: '6164-39-LP26' },
      status: 'pending',
    });
  });

  it('raises nothing for someone outside the company', () => {
    expect(notifyTaskAssigned({ companyId: 1, assigneeId: 2, title: 'Revisar' })).toBeNull();
  });
});
