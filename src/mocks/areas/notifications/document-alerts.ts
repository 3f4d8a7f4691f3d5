import { paths } from '@/config/paths';

import { db } from '../../core/database';
import { letter, sendMail } from '../../core/mailer';
import { firstName } from '../accounts/user-rules';
import { offerRequirements } from '../ai/offer-requirements';
import { findOpportunity } from '../competition/opportunity-lookup';
import {
  documentAlertNotifications,
  documentAlertText,
  dueDocumentAlerts,
} from './document-alert-rules';
import { companyMembers, raiseNotifications } from './notification-rules';
import type { MockNotification } from './records';

/*
 * The vault's alerts as the server raises them (issue 40, decision 0035 '## Alerts'), with the
 * other alerts (notification-rules.ts): nothing runs on a timer; the 'API simulada' control runs
 * them with the saved searches' alerts, and the seed tells what its vault had due when seeded.
 * Each alert goes once to every member of the company: a notification and an e-mail.
 */

/** The opportunities a company follows: a tag with alerts on them, or its decision 'Postular'. */
function followedBy(companyId: number): string[] {
  const alertTags = new Set(
    db.state.tags
      .filter((tag) => tag.companyId === companyId && tag.receiveNotifications)
      .map((tag) => tag.id),
  );
  return [
    ...db.state.opportunityTags
      .filter((link) => alertTags.has(link.tagId))
      .map((link) => link.opportunityCode),
    ...db.state.bidDecisions
      .filter((entry) => entry.companyId === companyId && entry.decision === 'postular')
      .map((entry) => entry.opportunityCode),
  ];
}

export type DocumentAlertResult = {
  /** Each alert told: what it said, and to how many members (a notification and an e-mail each). */
  told: { name: string; companyId: number; people: number }[];
  notifications: MockNotification[];
  mailed: number;
};

/**
 * Tells every alert due now and not told yet: a notification and an e-mail to each member of the
 * company, then remembers it, so running it again sends nothing.
 */
export function sendDocumentAlerts(now: Date = new Date()): DocumentAlertResult {
  const due = dueDocumentAlerts(
    {
      documents: db.state.companyDocuments,
      followed: followedBy,
      record: findOpportunity,
      needs: (record) =>
        offerRequirements(record).requirements.flatMap((requirement) =>
          requirement.level !== 'opcional' && requirement.meetsBy.kind === 'document'
            ? [requirement.meetsBy.documentKind]
            : [],
        ),
      told: (companyId, key) =>
        db.state.documentAlerts.some((entry) => entry.companyId === companyId && entry.key === key),
    },
    now,
  );
  const notifications: MockNotification[] = [];
  const told: DocumentAlertResult['told'] = [];
  let mailed = 0;
  for (const alert of due) {
    const members = companyMembers(alert.companyId);
    notifications.push(
      ...raiseNotifications(
        documentAlertNotifications(
          alert,
          members.map((member) => member.id),
        ),
        now,
      ),
    );
    const { name, subject, paragraphs } = documentAlertText(alert);
    told.push({ name, companyId: alert.companyId, people: members.length });
    for (const member of members) {
      sendMail({
        to: member.email,
        subject,
        text: letter(firstName(member.name), [
          ...paragraphs,
          'Recibes este aviso porque eres parte del equipo de tu empresa en Oportuna.',
        ]),
        links: [
          { label: 'Ver documentos de la empresa', href: paths.dashboard.documents.getHref() },
          ...(alert.rule === 'close'
            ? [
                {
                  label: `Ver ${alert.opportunity.code}`,
                  href: paths.dashboard.opportunity.getHref(alert.opportunity.code),
                },
              ]
            : []),
        ],
      });
      mailed += 1;
    }
  }
  if (due.length > 0) {
    db.write((state) => {
      for (const alert of due) {
        state.documentAlerts.push({
          companyId: alert.companyId,
          key: alert.key,
          sentAt: now.toISOString(),
        });
      }
    });
  }
  return { told, notifications, mailed };
}
