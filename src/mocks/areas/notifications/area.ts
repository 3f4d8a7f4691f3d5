import { defineArea } from '../../core/area';
import type { NotificationRecords } from './records';
import { seedNotifications } from './seed';

/**
 * The users' notifications. Dates relative to seeding. Version 1: first version. Version 2: the
 * radar items already told (decision 0031). Version 3: each seeded notification follows from its facts
 * (issue 36): alerts name what their search finds, changes what their tag holds, reminders the
 * user's open tasks. Version 4: the vault's alerts already told, and those the seeded vault has due
 * (issue 40).
 */
export const notificationsArea = defineArea<NotificationRecords>({
  name: 'notifications',
  version: 4,
  sequences: ['notifications'],
  dependsOn: ['accounts', 'documents'],
  seed: () => seedNotifications(Date.now()),
});
