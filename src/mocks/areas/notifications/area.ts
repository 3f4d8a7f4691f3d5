import { defineArea } from '../../core/area';
import type { NotificationRecords } from './records';
import { seedNotifications } from './seed';

/**
 * The users' notifications. Dates relative to seeding. Version 1: first version. Version 2: the
 * radar items already told (decision 0031).
 */
export const notificationsArea = defineArea<NotificationRecords>({
  name: 'notifications',
  version: 2,
  sequences: ['notifications'],
  dependsOn: ['accounts'],
  seed: () => seedNotifications(Date.now()),
});
