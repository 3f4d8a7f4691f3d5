/*
 * The activity feed's records (decision 0022): who did what, when, on which opportunity. The work
 * area stores and seeds them (work/area.ts, work/seed.ts) with the tasks and the bids; the search,
 * tags, tasks, bids, decisions and the AI each write a line as they act (activity-feed.ts).
 */

export type MockActivityKind =
  | 'busqueda'
  | 'etiqueta'
  | 'tarea_creada'
  | 'tarea_hecha'
  | 'postulacion'
  | 'consulta_documentos'
  | 'decision';

/** One line of a company's activity feed: who did what, when, on which opportunity. */
export type MockActivity = {
  id: number;
  companyId: number;
  userId: number;
  kind: MockActivityKind;
  createdAt: string;
  opportunityCode: string | null;
  opportunityName: string | null;
  /** What was done, in a few words ('Búsqueda: servicio de aseo…', 'Etiqueta Postular'). */
  detail: string;
};

export type ActivityRecords = {
  activities: MockActivity[];
};
