// The one way the local server talks to Postgres: embedded PGlite or a PostgreSQL server.
// Everything above this file sees the same small interface, so auth, rest, realtime and
// the tests run unchanged on both engines.

export interface QueryField {
  name: string;
  dataTypeID: number;
}

export interface QueryResult<Row = Record<string, unknown>> {
  rows: Row[];
  rowCount: number;
  fields: QueryField[];
}

export interface Queryable {
  /** One statement with bound parameters ($1, $2, ...). */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
  /** Several statements, no parameters (migrations, bootstrap). */
  exec(sql: string): Promise<void>;
  /**
   * The transaction's statement_timeout in ms, for an engine that cannot enforce it itself
   * (PGlite in a worker enforces it from outside); absent where Postgres enforces it.
   */
  boundStatements?(ms: number): void;
}

export type EngineKind = 'pglite' | 'postgres';

export interface Engine extends Queryable {
  readonly kind: EngineKind;
  /** Runs fn inside BEGIN/COMMIT; rolls back when fn throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** LISTEN on a channel; returns the unlisten function. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** A Postgres error as both drivers report it (SQLSTATE in `code`). */
export interface PgError extends Error {
  code?: string;
  detail?: string;
  hint?: string;
}

export function isPgError(error: unknown): error is PgError {
  return error instanceof Error && typeof (error as PgError).code === 'string';
}
