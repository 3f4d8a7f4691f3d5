/**
 * Payment reminders (decision 0023): each contact of a client says whether it gets
 * them, how many days before the due date the first one goes, how many days after it the
 * collection reminders start, and how often they repeat. The schedule is computed, never stored,
 * so changing a contact's settings changes every invoice's list at once. The settings are here;
 * the schedule is the store's (../store/reminder-schedule.ts).
 */
export const REMINDER_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type ReminderFrequency = (typeof REMINDER_FREQUENCIES)[number];

export const REMINDER_FREQUENCY_LABELS: Readonly<Record<ReminderFrequency, string>> = {
  daily: 'Diaria',
  weekly: 'Semanal',
  monthly: 'Mensual',
};

export const REMINDER_DAYS_MIN = 0;
export const REMINDER_DAYS_MAX = 30;

export type ReminderSettings = {
  enabled: boolean;
  daysBefore: number;
  daysAfter: number;
  frequency: ReminderFrequency;
};

export const REMINDER_DEFAULTS: Readonly<ReminderSettings> = {
  enabled: true,
  daysBefore: 5,
  daysAfter: 3,
  frequency: 'weekly',
};
