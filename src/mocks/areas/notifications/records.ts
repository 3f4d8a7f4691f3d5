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

/**
 * A radar item already told in a scope ('search:3', 'tag:1234-5-LE26'; decision 0031), or an
 * expected item of what comes next ('lo-que-viene:plan:…' in 'search:3' or 'etiquetas:1'; issue 41).
 */
export type MockRadarAlert = { scope: string; key: string; sentAt: string };

/**
 * A vault alert already told to a company (issue 40, decision 0035): 'vence-30:12:2026-12-09',
 * 'cierre:8955-19-LQ26:12:2026-12-09' (the rule, the document, its expiry).
 */
export type MockDocumentAlert = { companyId: number; key: string; sentAt: string };

export type NotificationRecords = {
  /** Every user's notifications, per company (decision 0016). */
  notifications: MockNotification[];
  /** The radar items (decision 0031) and expected items (issue 41) each alert has told. */
  radarAlerts: MockRadarAlert[];
  /** The vault's alerts each company was told (issue 40). */
  documentAlerts: MockDocumentAlert[];
};
