import { describe, expect, it } from 'vitest';

import { upcomingResponseSchema } from '@/features/upcoming/api/get-upcoming';
import { setUpcomingFollow } from '@/features/upcoming/api/toggle-upcoming-follow';
import { upcomingPageData } from '@/features/upcoming/api/upcoming-keys';
import { apiRequest } from '@/lib/api-client';
import { chileDayKey } from '@/lib/chile-time';
import { signIn } from '@/testing/mock-handlers';

import { db } from '../../core/database';
import { DEMO_ACCOUNTS } from '../accounts/seed';
import type { MockOpportunity } from '../catalogue/opportunities';
import { findOpportunity } from '../competition/opportunity-lookup';
import { searchCatalogue } from '../search/search-engine';
import { upcomingNow } from '../planning/follows';
import type { Expected } from '../planning/upcoming-at';
import { sendSavedSearchAlerts } from './notification-rules';
import { tagProductCodes, upcomingAlertRun, upcomingLine } from './upcoming-alert-items';
import {
  notifyUpcomingForTags,
  publishFollowedCall,
  tellPublishedFollows,
} from './upcoming-alerts';

const { demo } = DEMO_ACCOUNTS;
/** The forecasts over the whole market take a while the first time on a busy machine. */
const SLOW = { timeout: 30_000 };

const dmy = (day: string) => day.split('-').reverse().join('-');

const memberIds = (companyId: number) =>
  db.state.memberships
    .filter((membership) => membership.companyId === companyId)
    .map((membership) => membership.userId);

/** Demo's company's items now, on its own codes. */
const demoItems = () => upcomingNow(1, { codes: [], buyer: '' }, Date.now()).items;

/** The latest tender of some buyer: no other tender of that buyer was published after it. */
function latestOfABuyer(): MockOpportunity {
  const latest = new Map<string, MockOpportunity>();
  for (const record of db.opportunities) {
    if (record.kind !== 'licitacion' || Date.parse(record.dates.published) > Date.now()) continue;
    const before = latest.get(record.buyer.organismCode);
    if (!before || Date.parse(before.dates.published) < Date.parse(record.dates.published)) {
      latest.set(record.buyer.organismCode, record);
    }
  }
  return [...latest.values()][0]!;
}

describe('upcomingLine: an expected item in an alert', () => {
  it('says a plan line and a direct-award intention with their buyer and days', SLOW, () => {
    const items = demoItems();
    const line = items.find(
      (item): item is Extract<Expected, { fuente: 'plan' }> =>
        item.fuente === 'plan' && item.id.endsWith(':demo-proxima'),
    )!;
    expect(upcomingLine(line)).toBe(
      `Plan anual de compras — ${line.fact.product} (${line.buyer.name}), se espera entre ${dmy(line.fromDay)} y ${dmy(line.toDay)}`,
    );
    // A line planned for next month: its window is that month.
    expect(line.fromDay.endsWith('-01')).toBe(true);

    const intention = items.find(
      (item): item is Extract<Expected, { fuente: 'intencion' }> => item.fuente === 'intencion',
    )!;
    expect(intention.fact.name).toMatch(/^Trato directo: /);
    expect(upcomingLine(intention)).toBe(
      `${intention.fact.name} (${intention.buyer.name}), a ${intention.fact.supplier.nombre}; se puede objetar hasta el ${dmy(intention.toDay)}`,
    );
  });
});

describe('publishFollowedCall: the control publishes what a person follows', () => {
  it('tells the follower, links the tender and marks the follow published', SLOW, async () => {
    await signIn(demo.email, demo.password);
    const line = demoItems().find(
      (item) => item.fuente === 'plan' && item.id.endsWith(':demo-proxima'),
    )!;
    const followed = await setUpcomingFollow(1, line.id, true);
    expect(followed.message).toBe(
      'Ahora sigues este elemento: te avisaremos cuando se publique la licitación.',
    );
    const follow = db.state.upcomingFollows.find(
      (entry) => entry.itemId === line.id && entry.userId === 1,
    )!;
    const mailsBefore = db.state.emails.length;

    const { record, people, mailed } = publishFollowedCall(follow.id);

    expect({ people, mailed }).toEqual({ people: 1, mailed: 1 });
    expect(record.buyer.organismCode).toBe(line.buyer.code);
    const description = `${record.buyer.organismName} publicó la licitación que seguías en Lo que viene: «${follow.descripcion}» (línea del plan anual de compras).`;
    expect(
      db.state.notifications.filter((entry) => entry.name === `Publicada: ${record.code}`),
    ).toEqual([
      expect.objectContaining({
        userId: 1,
        companyId: 1,
        type: 'opportunity',
        status: 'pending',
        description,
        opportunity: { codigo: record.code, nombre: record.name },
      }),
    ]);
    expect(db.state.emails.length - mailsBefore).toBe(1);
    const mail = db.state.emails[0]!;
    expect(mail).toMatchObject({
      to: demo.email,
      subject: `Se publicó la licitación que seguías: ${record.code}`,
      links: [
        {
          label: 'Ver licitación',
          href: `/dashboard/opportunity/${encodeURIComponent(record.code)}`,
        },
      ],
    });
    expect(mail.text).toContain(description);
    expect(db.state.upcomingFollows.find((entry) => entry.id === follow.id)!.publicada).toEqual({
      codigo: record.code,
      publicadaEn: record.dates.published,
    });
    // The notification's tender opens like any other.
    expect(findOpportunity(record.code)).toMatchObject({ code: record.code, name: record.name });

    // The page shows it: 'Publicada: {código}'.
    const { data } = await apiRequest({
      ...upcomingPageData(1).request,
      schema: upcomingResponseSchema,
    });
    expect(data.elementos.find((item) => item.id === line.id)?.seguimiento).toEqual({
      seguido: true,
      publicada: { codigo: record.code, publicadaEn: record.dates.published },
    });

    expect(() => publishFollowedCall(follow.id)).toThrow(
      'Ese elemento ya tiene su licitación publicada.',
    );
    expect(() => publishFollowedCall(99_999)).toThrow('No hay un elemento seguido con ese número.');
  });
});

describe('tellPublishedFollows: the alert run answers follows with the catalogue', () => {
  it('tells the follower of a tender published since the follow, once', () => {
    const record = latestOfABuyer();
    const publishedMs = Date.parse(record.dates.published);
    const day = chileDayKey(publishedMs)!;
    db.write((state) => {
      state.upcomingFollows.push({
        id: 900,
        companyId: 1,
        userId: 5,
        itemId: `consulta:${record.code}-RF`,
        fuente: 'consulta',
        buyerCode: record.buyer.organismCode,
        codes: [record.items[0]!.productCode],
        descripcion: 'Consulta al mercado: Servicio de prueba',
        desde: day,
        hasta: day,
        followedAt: new Date(publishedMs - 60_000).toISOString(),
        publicada: null,
      });
    });

    const told = tellPublishedFollows();

    expect(told.people).toBe(1);
    expect(told.notifications).toEqual([
      expect.objectContaining({
        userId: 5,
        companyId: 1,
        name: `Publicada: ${record.code}`,
        description: `${record.buyer.organismName} publicó la licitación que seguías en Lo que viene: «Consulta al mercado: Servicio de prueba» (consulta al mercado).`,
        opportunity: { codigo: record.code, nombre: record.name },
      }),
    ]);
    expect(db.state.emails[0]).toMatchObject({
      to: 'joaquin.valdes@andes.cl',
      subject: `Se publicó la licitación que seguías: ${record.code}`,
    });
    expect(db.state.upcomingFollows.find((entry) => entry.id === 900)!.publicada?.codigo).toBe(
      record.code,
    );
    expect(tellPublishedFollows().notifications).toEqual([]);
  });

  it('leaves a follow made after the tender was published open', () => {
    const record = latestOfABuyer();
    const day = chileDayKey(Date.parse(record.dates.published))!;
    db.write((state) => {
      state.upcomingFollows.push({
        id: 901,
        companyId: 1,
        userId: 1,
        itemId: 'plan:prueba',
        fuente: 'plan',
        buyerCode: record.buyer.organismCode,
        codes: [record.items[0]!.productCode],
        descripcion: 'Servicio de prueba',
        desde: day,
        hasta: day,
        followedAt: new Date(Date.parse(record.dates.published) + 60_000).toISOString(),
        publicada: null,
      });
    });
    expect(tellPublishedFollows().notifications).toEqual([]);
    expect(db.state.upcomingFollows.find((entry) => entry.id === 901)!.publicada).toBeNull();
  });
});

describe('what comes next in the alerts', () => {
  it("joins a saved search's alert, each item once", SLOW, () => {
    // Demo's 'Aseo hospitalario Valparaíso', last sent a minute ago, to demo and Joaquín.
    const search = db.write((state) => {
      const entry = state.savedSearches.find((candidate) => candidate.id === 1)!;
      entry.lastSentAt = new Date(Date.now() - 60_000).toISOString();
      entry.notifyUserIds = [5];
      return entry;
    });
    const now = new Date();
    const run = upcomingAlertRun(now.getTime());
    const result = sendSavedSearchAlerts(now, run).find((entry) => entry.searchId === 1)!;

    const { results } = searchCatalogue(search.jsonData.consultas);
    const codes = new Set(
      results.flatMap(({ record }) => record.items.map((line) => line.productCode)),
    );
    const items = run.itemsOn(1, codes);
    expect(items.length).toBeGreaterThan(5);
    // Only what is still ahead: a window that has ended is on the page, not in an alert.
    const today = chileDayKey(now)!;
    expect(items.every((item) => item.toDay >= today)).toBe(true);
    expect(result.upcomingMatches).toBe(items.length);
    const notices = db.state.notifications.filter(
      (entry) => entry.name === 'Lo que viene: Aseo hospitalario Valparaíso',
    );
    expect(notices.map((entry) => entry.userId)).toEqual([1, 5]);
    expect(notices[0]).toMatchObject({
      type: 'opportunity',
      opportunity: null,
      description: `Lo que viene: ${items.length} elementos en los códigos de tu búsqueda guardada «Aseo hospitalario Valparaíso». El primero: ${upcomingLine(items[0]!)}.`,
    });
    const mail = db.state.emails.find((entry) => entry.to === 'joaquin.valdes@andes.cl')!;
    expect(mail.text).toContain(
      [
        `Lo que viene: ${items.length} elementos en los códigos de tu búsqueda guardada «Aseo hospitalario Valparaíso», antes de que se publique la licitación:`,
        '',
        ...items.slice(0, 5).map((item) => `• ${upcomingLine(item)}`),
        '',
        `Y ${items.length - 5} más en Lo que viene.`,
      ].join('\n'),
    );
    expect(mail.text.split('Lo que viene: ')).toHaveLength(2);
    expect(mail.links).toContainEqual({
      label: 'Ver lo que viene',
      href: '/dashboard/lo-que-viene',
    });

    const later = new Date(now.getTime() + 1000);
    expect(sendSavedSearchAlerts(later).find((entry) => entry.searchId === 1)).toMatchObject({
      upcomingMatches: 0,
    });
    expect(
      db.state.notifications.filter(
        (entry) => entry.name === 'Lo que viene: Aseo hospitalario Valparaíso',
      ),
    ).toHaveLength(2);
  });

  it('tells the members of a company what comes next on its tags with alerts, once', SLOW, () => {
    db.write((state) => {
      state.tags.find((tag) => tag.id === 1)!.receiveNotifications = true;
    });
    const now = new Date();
    const run = upcomingAlertRun(now.getTime());
    const items = run.itemsOn(1, tagProductCodes(1));
    expect(items.length).toBeGreaterThan(1);

    const { notifications, items: told, mailed } = notifyUpcomingForTags(now, run);

    expect(told).toBe(items.length);
    expect(mailed).toBe(memberIds(1).length);
    expect(notifications.map((entry) => entry.userId)).toEqual(memberIds(1));
    expect(notifications[0]).toMatchObject({
      companyId: 1,
      type: 'opportunity',
      name: 'Lo que viene en oportunidades etiquetadas «Postular»',
      description: `Lo que viene: ${items.length} elementos en los códigos de tus oportunidades etiquetadas «Postular». El primero: ${upcomingLine(items[0]!)}.`,
      opportunity: null,
    });
    expect(db.state.emails[0]).toMatchObject({
      subject: 'Lo que viene en tus oportunidades etiquetadas «Postular»',
      links: [{ label: 'Ver lo que viene', href: '/dashboard/lo-que-viene' }],
    });
    expect(db.state.emails[0]!.text).toContain(`• ${upcomingLine(items[0]!)}`);

    expect(notifyUpcomingForTags(new Date(now.getTime() + 1000)).notifications).toEqual([]);
  });
});
