/**
 * The `notifications` area's records: each user's notifications, per company.
 */

/**
 * One user's notification within one company (decision 0016). The opportunity
 * is copied in when the notification is raised, as a notifications table would keep it.
 */
export type MockNotification = {
  id: number;
  userId: number;
  companyId: number;
  type: 'pending_task' | 'opportunity' | 'update' | 'success' | 'other';
  name: string;
  description: string;
  /** 'pending' until read (shown as 'Nueva'). */
  status: 'pending' | 'read';
  opportunity: { codigo: string; nombre: string } | null;
  createdAt: string;
  readAt: string | null;
};

/** A radar item already told in a scope ('search:3', 'tag:1234-5-LE26'; decision 0031). */
export type MockRadarAlert = { scope: string; key: string; sentAt: string };

export type NotificationRecords = {
  /** Every user's notifications, per company (decision 0016). */
  notifications: MockNotification[];
  /** The radar items each saved search and tagged opportunity has told (decision 0031). */
  radarAlerts: MockRadarAlert[];
};
