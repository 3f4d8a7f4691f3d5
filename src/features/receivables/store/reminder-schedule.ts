import { addDays } from '@/lib/chile-time';

import type { ReminderFrequency, ReminderSettings } from '../lib/reminders';

/**
 * The reminders of an invoice (decision 0023), as the store computes them from its client's
 * contacts: never stored, so changing a contact's settings (../lib/reminders.ts) changes every
 * invoice's list at once.
 */

export type ReminderContact = {
  id: number;
  name: string;
  email: string;
  isActive: boolean;
  reminderSettings: ReminderSettings;
};

export type Reminder = {
  date: string;
  contactId: number;
  contactName: string;
  email: string;
  kind: 'previo' | 'cobranza';
  /** Sent (on or before today, or before the invoice closed) or still to come. */
  sent: boolean;
};

/** Past collection reminders kept per contact: the most recent ones. */
const PAST_PER_CONTACT = 6;

function nextDate(day: string, frequency: ReminderFrequency) {
  if (frequency === 'daily') return addDays(day, 1);
  if (frequency === 'weekly') return addDays(day, 7);
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year, month, date));
  // 31 January + 1 month is the last day of February, not 3 March.
  if (next.getUTCDate() !== date) next.setUTCDate(0);
  return next.toISOString().slice(0, 10);
}

/**
 * The reminders of one invoice: for an open invoice, those sent and the next of each contact;
 * for a closed one (paid, cancelled or compensated on `closedOn`), those sent before it closed.
 */
export function reminderSchedule(
  invoice: { dueDate: string; open: boolean; closedOn: string | null },
  contacts: readonly ReminderContact[],
  today: string,
): Reminder[] {
  const until = invoice.open ? today : (invoice.closedOn ?? today);
  const reminders: Reminder[] = [];
  for (const contact of contacts) {
    const settings = contact.reminderSettings;
    if (!contact.isActive || !settings.enabled) continue;
    const base = { contactId: contact.id, contactName: contact.name, email: contact.email };
    const before = addDays(invoice.dueDate, -settings.daysBefore);
    if (before <= until) reminders.push({ ...base, date: before, kind: 'previo', sent: true });
    else if (invoice.open) reminders.push({ ...base, date: before, kind: 'previo', sent: false });

    const past: Reminder[] = [];
    let day = addDays(invoice.dueDate, settings.daysAfter);
    while (day <= until) {
      past.push({ ...base, date: day, kind: 'cobranza', sent: true });
      day = nextDate(day, settings.frequency);
    }
    reminders.push(...past.slice(-PAST_PER_CONTACT));
    if (invoice.open && before <= until) {
      reminders.push({ ...base, date: day, kind: 'cobranza', sent: false });
    }
  }
  return reminders.sort(
    (a, b) => a.date.localeCompare(b.date) || a.contactName.localeCompare(b.contactName, 'es'),
  );
}
