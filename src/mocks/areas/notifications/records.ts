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

export type NotificationRecords = {
  /** Every user's notifications, per company (decision 0016). */
  notifications: MockNotification[];
};
