import { seedNotifications } from '../../seed/notifications';
import { defineArea } from '../area';
import type { MockNotification } from '../schema';

export type NotificationRecords = {
  /** Every user's notifications, per company (decision 0016). */
  notifications: MockNotification[];
};

/** The users' notifications. Dates relative to seeding. Version 1: first version. */
export const notificationsArea = defineArea<NotificationRecords>({
  name: 'notifications',
  version: 1,
  sequences: ['notifications'],
  dependsOn: ['accounts'],
  seed: () => seedNotifications(Date.now()),
});
