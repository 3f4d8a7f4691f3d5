/**
 * One area of the mock database: the records of one part of the server (accounts, mail,
 * invitations, search work, tags), with its own seed and version. Each area is stored on its own
 * (localStorage key `mockapi.db.<name>`), so changing the shape of one re-seeds that one and the
 * areas that point into it, and nothing else.
 */
export type MockDbArea<TRecords extends object> = {
  name: string;
  /**
   * Bump it when the shape of these records or their seed changes: a stored copy of another
   * version is replaced by a fresh seed.
   */
  version: number;
  /** The tables whose rows get numeric ids from `db.nextId(table)`. */
  sequences: readonly (keyof TRecords & string)[];
  /**
   * Areas whose ids these records hold (a saved search names a user): when one of them is
   * re-seeded, this one is too, so no record points at a row that is gone.
   */
  dependsOn: readonly string[];
  /** A fresh copy of the seeded records (never shared: the database mutates it). */
  seed(): TRecords | Promise<TRecords>;
};

export function defineArea<TRecords extends object>(area: MockDbArea<TRecords>) {
  return area;
}

/** What an area looks like in storage. */
export type StoredArea = {
  version: number;
  sequences: Record<string, number>;
  records: Record<string, unknown>;
};

/** Any area, whatever its records: what the database iterates over. */
export type AnyMockDbArea = {
  name: string;
  version: number;
  sequences: readonly string[];
  dependsOn: readonly string[];
  seed(): object | Promise<object>;
};
