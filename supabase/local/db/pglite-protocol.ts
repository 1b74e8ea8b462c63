// Messages between the server's main thread and the PGlite worker (pglite-worker.ts).

export interface WorkerRequest {
  id: number;
  op: 'query' | 'exec' | 'begin' | 'commit' | 'rollback' | 'listen' | 'serve' | 'dump' | 'close';
  /** The open transaction the operation belongs to (query, exec, commit, rollback). */
  tx?: number;
  sql?: string;
  params?: unknown[];
  channel?: string;
  port?: number;
  host?: string;
}

export type WorkerReply =
  | { ready: true }
  | { id: number; ok: true; result?: unknown }
  | { id: number; error: Record<string, unknown> }
  | { notify: string; payload: string };
