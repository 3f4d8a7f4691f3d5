import { describe, expect, it } from 'vitest';

import { REMINDER_DEFAULTS } from '../lib/reminders';
import { reminderSchedule, type ReminderContact } from './reminder-schedule';

const contact = (overrides: Partial<ReminderContact> = {}): ReminderContact => ({
  id: 1,
  name: 'María González',
  email: 'maria@hospital.cl',
  isActive: true,
  reminderSettings: { ...REMINDER_DEFAULTS },
  ...overrides,
});

describe('reminderSchedule', () => {
  it('sends one notice 5 days before, then weekly from 3 days after, and says the next', () => {
    const reminders = reminderSchedule(
      { dueDate: '2026-11-01', open: true, closedOn: null },
      [contact()],
      '2026-11-20',
    );
    expect(reminders.map((entry) => [entry.date, entry.kind, entry.sent])).toEqual([
      ['2026-10-27', 'previo', true],
      ['2026-11-04', 'cobranza', true],
      ['2026-11-11', 'cobranza', true],
      ['2026-11-18', 'cobranza', true],
      ['2026-11-25', 'cobranza', false],
    ]);
  });

  it('leaves out disabled and deleted contacts', () => {
    const reminders = reminderSchedule(
      { dueDate: '2026-11-01', open: true, closedOn: null },
      [
        contact({ reminderSettings: { ...REMINDER_DEFAULTS, enabled: false } }),
        contact({ id: 2, isActive: false }),
      ],
      '2026-11-20',
    );
    expect(reminders).toEqual([]);
  });

  it('stops when the invoice is paid', () => {
    const reminders = reminderSchedule(
      { dueDate: '2026-11-01', open: false, closedOn: '2026-11-06' },
      [contact()],
      '2026-11-20',
    );
    expect(reminders.map((entry) => entry.date)).toEqual(['2026-10-27', '2026-11-04']);
    expect(reminders.every((entry) => entry.sent)).toBe(true);
  });

  it('repeats monthly on the same day, or the last of a shorter month', () => {
    const reminders = reminderSchedule(
      { dueDate: '2026-01-28', open: true, closedOn: null },
      [
        contact({
          reminderSettings: { enabled: true, daysBefore: 0, daysAfter: 3, frequency: 'monthly' },
        }),
      ],
      '2026-03-31',
    );
    expect(
      reminders.filter((entry) => entry.kind === 'cobranza').map((entry) => entry.date),
    ).toEqual(['2026-01-31', '2026-02-28', '2026-03-28', '2026-04-28']);
  });
});
