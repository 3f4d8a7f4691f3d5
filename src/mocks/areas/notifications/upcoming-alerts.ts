import { paths } from '@/config/paths';
import { formatChileDate } from '@/lib/format';

import { db } from '../../core/database';
import { letter, sendMail } from '../../core/mailer';
import { firstName } from '../accounts/user-rules';
import type { MockOpportunity } from '../catalogue/opportunities';
import { answerFollows, publishExpectedCall } from '../planning/follows';
import type { MockUpcomingFollow } from '../planning/records';
import { companyMembers, MAIL_LIST_SIZE, quoted, raiseNotifications } from './notification-rules';
import type { MockNotification } from './records';
import {
  alertTagsOf,
  markUpcomingTold,
  tagProductCodes,
  untoldUpcoming,
  UPCOMING_HREF,
  upcomingAlertRun,
  upcomingMailLines,
  upcomingSummary,
  type UpcomingAlertRun,
} from './upcoming-alert-items';

/*
 * What comes next tells people (issue 41, decision 0036), with the other alerts
 * (notification-rules.ts), never on a timer:
 * - a followed plan line or consultation whose tender is published: its follower gets a
 *   notification that links the tender ('Publicada: {código}') and an e-mail. The 'API simulada'
 *   control publishes the tender a followed item expected (`publishFollowedCall`); the alert run
 *   answers the follows with the catalogue's tenders published since (`tellPublishedFollows`);
 * - what comes next on the codes of the opportunities a company's tags with alerts are on: one
 *   notification and e-mail to each member per run, each item once (`notifyUpcomingForTags`).
 * A saved search's own 'Lo que viene' joins its alert in notification-rules.ts.
 */

/** What a person follows, as the notice names it. */
const FOLLOW_KIND_TEXT: Readonly<Record<MockUpcomingFollow['fuente'], string>> = {
  plan: 'línea del plan anual de compras',
  consulta: 'consulta al mercado',
};

export type FollowedPublicationsResult = {
  notifications: MockNotification[];
  /** People told (a notification and an e-mail each). */
  people: number;
  mailed: number;
};

/** What the follower of `follow` reads when `record` is published for it. */
function followedPublicationText(follow: MockUpcomingFollow, record: MockOpportunity) {
  return `${record.buyer.organismName} publicó la licitación que seguías en Lo que viene: «${follow.descripcion}» (${FOLLOW_KIND_TEXT[follow.fuente]}).`;
}

/**
 * Tells each follower the tender of what they followed was published: a notification that
 * links the tender and an e-mail. A follower no longer in the follow's company is not told.
 */
export function notifyFollowedPublications(
  answered: readonly { follow: MockUpcomingFollow; record: MockOpportunity }[],
  now: Date = new Date(),
): FollowedPublicationsResult {
  const told = answered.flatMap(({ follow, record }) => {
    const follower = companyMembers(follow.companyId).find((user) => user.id === follow.userId);
    return follower ? [{ follow, record, follower }] : [];
  });
  const notifications = raiseNotifications(
    told.map(({ follow, record }) => ({
      userId: follow.userId,
      companyId: follow.companyId,
      type: 'opportunity' as const,
      name: `Publicada: ${record.code}`,
      description: followedPublicationText(follow, record),
      opportunity: { codigo: record.code, nombre: record.name },
    })),
    now,
  );
  for (const { follow, record, follower } of told) {
    sendMail({
      to: follower.email,
      subject: `Se publicó la licitación que seguías: ${record.code}`,
      text: letter(firstName(follower.name), [
        followedPublicationText(follow, record),
        `${record.code} · ${record.name}\nCierra el ${formatChileDate(record.dates.close, 'dateTime')}.`,
        'Recibes este aviso porque sigues este elemento en Lo que viene.',
      ]),
      links: [{ label: 'Ver licitación', href: paths.dashboard.opportunity.getHref(record.code) }],
    });
  }
  return {
    notifications,
    people: new Set(told.map(({ follow }) => `${follow.companyId}|${follow.userId}`)).size,
    mailed: told.length,
  };
}

/**
 * The control: the buyer of a followed item publishes the tender it expected, now, and every
 * follow that tender answers is told. Throws PublishCallError (Spanish) when it cannot.
 */
export function publishFollowedCall(followId: number, now: Date = new Date()) {
  const { record, answered } = publishExpectedCall(followId, now);
  return { record, answered, ...notifyFollowedPublications(answered, now) };
}

/**
 * With the alert run: the catalogue's tenders published since the open follows were made answer
 * them (planning/follows.ts decides which), and their followers are told.
 */
export function tellPublishedFollows(now: Date = new Date()): FollowedPublicationsResult {
  const open = db.state.upcomingFollows.filter((follow) => !follow.publicada);
  if (open.length === 0) return { notifications: [], people: 0, mailed: 0 };
  const since = Math.min(...open.map((follow) => Date.parse(follow.followedAt)));
  const published = db.opportunities.filter((record) => {
    const at = Date.parse(record.dates.published);
    return at >= since && at <= now.getTime();
  });
  return notifyFollowedPublications(answerFollows(published), now);
}

export type UpcomingTagAlertsResult = {
  notifications: MockNotification[];
  /** Expected items told, over every company. */
  items: number;
  mailed: number;
};

/**
 * What comes next on the codes of the opportunities a company's tags with alerts are on: each
 * member gets one notification and one e-mail listing the items not told yet, then they are
 * told (once per company, whichever of its tags they concern).
 */
export function notifyUpcomingForTags(
  now: Date = new Date(),
  upcoming: UpcomingAlertRun = upcomingAlertRun(now.getTime()),
): UpcomingTagAlertsResult {
  const companies = new Set(
    db.state.tags.filter((tag) => tag.receiveNotifications).map((tag) => tag.companyId),
  );
  const result: UpcomingTagAlertsResult = { notifications: [], items: 0, mailed: 0 };
  for (const companyId of companies) {
    const tags = alertTagsOf(companyId).map((tag) => ({ tag, codes: tagProductCodes(tag.id) }));
    const codes = new Set(tags.flatMap((entry) => [...entry.codes]));
    if (codes.size === 0) continue;
    const scope = `etiquetas:${companyId}`;
    const items = untoldUpcoming(scope, upcoming.itemsOn(companyId, codes));
    if (items.length === 0) continue;
    const names = tags
      .filter((entry) => items.some((item) => item.codes.some((code) => entry.codes.has(code))))
      .map((entry) => entry.tag.name);
    const where = `tus oportunidades etiquetadas ${quoted(names)}`;
    const members = companyMembers(companyId);
    result.notifications.push(
      ...raiseNotifications(
        members.map((member) => ({
          userId: member.id,
          companyId,
          type: 'opportunity' as const,
          name: `Lo que viene en oportunidades etiquetadas ${quoted(names)}`,
          description: upcomingSummary(items, where),
          opportunity: null,
        })),
        now,
      ),
    );
    for (const member of members) {
      sendMail({
        to: member.email,
        subject: `Lo que viene en tus oportunidades etiquetadas ${quoted(names)}`,
        text: letter(firstName(member.name), [
          upcomingMailLines(items, where, MAIL_LIST_SIZE).join('\n'),
          'Recibes este aviso porque la etiqueta tiene los avisos activados.',
        ]),
        links: [{ label: 'Ver lo que viene', href: UPCOMING_HREF }],
      });
    }
    markUpcomingTold(scope, items, now);
    result.items += items.length;
    result.mailed += members.length;
  }
  return result;
}
