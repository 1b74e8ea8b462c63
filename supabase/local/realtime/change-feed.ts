// Reads captured changes (realtime.local_changes, filled by the triggers of sql/realtime.sql)
// in commit order and hands them to delivery, woken by NOTIFY and by polling. Ids are taken
// when a row is written, not when its transaction commits, so "every id above the last one
// read" would miss a slow transaction's rows. Instead the feed remembers the oldest
// transaction still running when it last read (the snapshot's xmin): rows of transactions
// older than that were all visible then and have been read; anything newer is read again
// next time, minus the ids already delivered.
import type { Engine } from '../db/engine.ts';
import type { ChangeType } from './bindings.ts';

export interface CapturedChange {
  id: number;
  relid: string;
  schema: string;
  table: string;
  type: ChangeType;
  record: Record<string, unknown> | null;
  oldRecord: Record<string, unknown> | null;
  /** ISO 8601 with milliseconds, in UTC, as hosted Realtime formats it. */
  commitTimestamp: string;
}

const BATCH = 500;
// NOTIFY is the fast path, polling the fallback. PGlite's wire-protocol server runs SQL
// through execProtocolRaw, which skips its notification listeners: a write sent to port
// 54322 is only seen by polling, so PGlite polls often (hosted Realtime polls every 100 ms).
const POLL_MS = { pglite: 250, postgres: 2_000 } as const;
const CLEANUP_MS = 30_000;
const CHANNEL = 'realtime_local_changes';

interface ChangeRow {
  xmin: string;
  id: string | null;
  xid: string | null;
  relid: string;
  schema_name: string;
  table_name: string;
  action: ChangeType;
  record: Record<string, unknown> | null;
  old_record: Record<string, unknown> | null;
  commit_timestamp: string;
}

const FETCH_SQL = `
  with s as (select pg_snapshot_xmin(pg_current_snapshot()) as xmin)
  select s.xmin::text as xmin, c.id::text as id, c.xid::text as xid, c.relid::text as relid,
         c.schema_name, c.table_name, c.action, c.record, c.old_record,
         to_char(c.committed_at at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as commit_timestamp
  from s
  left join realtime.local_changes c on c.xid >= $1::xid8 and c.id <> all($2::bigint[])
  order by c.id
  limit ${BATCH}`;

export interface ChangeFeedOptions {
  engine: Engine;
  /** Delivers one batch, in order; the feed waits for it before reading more. */
  deliver(changes: CapturedChange[]): Promise<void>;
  /** Whether anyone listens: with no subscriber the feed pauses instead of reading. */
  wanted(): boolean;
  log(line: string): void;
}

export class ChangeFeed {
  private running = false;
  private resuming: Promise<void> | undefined;
  private draining: Promise<void> | undefined;
  private dirty = false;
  private closed = false;
  /** The xmin of the last read: rows of older transactions have all been read. */
  private low = '0';
  /** Ids read whose transaction is not older than `low` (they come back until it is). */
  private seen = new Map<number, bigint>();
  private unlisten: (() => Promise<void>) | undefined;
  private readonly timers: NodeJS.Timeout[] = [];

  constructor(private readonly options: ChangeFeedOptions) {
    const every = (ms: number, fn: () => void) => {
      const timer = setInterval(fn, ms);
      timer.unref();
      this.timers.push(timer);
    };
    every(POLL_MS[options.engine.kind], () => this.wake());
    every(CLEANUP_MS, () => void this.cleanup());
  }

  /** Starts reading from now on (changes committed before are not delivered). */
  resume(): Promise<void> {
    if (this.closed) return Promise.resolve();
    if (this.running) return Promise.resolve();
    this.resuming ??= (async () => {
      this.unlisten ??= await this.options.engine.listen(CHANNEL, () => this.wake());
      const { rows } = await this.options.engine.query<{
        xmin: string;
        id: string | null;
        xid: string | null;
      }>(
        `with s as (select pg_snapshot_xmin(pg_current_snapshot()) as xmin)
         select s.xmin::text as xmin, c.id::text as id, c.xid::text as xid
         from s left join realtime.local_changes c on c.xid >= s.xmin`,
      );
      this.low = rows[0]?.xmin ?? '0';
      this.seen = new Map();
      for (const row of rows) if (row.id && row.xid) this.seen.set(Number(row.id), BigInt(row.xid));
      this.running = true;
    })().finally(() => (this.resuming = undefined));
    return this.resuming;
  }

  wake(): void {
    if (!this.running || this.closed) return;
    this.dirty = true;
    this.draining ??= this.drain().finally(() => (this.draining = undefined));
  }

  private async drain(): Promise<void> {
    while (this.dirty && this.running && !this.closed) {
      this.dirty = false;
      if (!this.options.wanted()) {
        this.running = false;
        return;
      }
      try {
        const changes = await this.read();
        if (changes.length > 0) await this.options.deliver(changes);
      } catch (error) {
        this.options.log(`realtime: reading changes failed: ${(error as Error).message}`);
      }
    }
  }

  private async read(): Promise<CapturedChange[]> {
    const { rows } = await this.options.engine.query<ChangeRow>(FETCH_SQL, [
      this.low,
      [...this.seen.keys()],
    ]);
    const changes: CapturedChange[] = [];
    for (const row of rows) {
      if (!row.id || !row.xid) continue;
      const id = Number(row.id);
      this.seen.set(id, BigInt(row.xid));
      changes.push({
        id,
        relid: row.relid,
        schema: row.schema_name,
        table: row.table_name,
        type: row.action,
        record: row.record,
        oldRecord: row.old_record,
        commitTimestamp: row.commit_timestamp,
      });
    }
    if (changes.length === BATCH) {
      // More rows wait; the watermark may only move once all of them are read.
      this.dirty = true;
    } else if (rows[0]) {
      this.low = rows[0].xmin;
      const low = BigInt(this.low);
      for (const [id, xid] of this.seen) if (xid < low) this.seen.delete(id);
    }
    return changes;
  }

  /** Drops changes older than a minute: they have been delivered (or nobody was listening). */
  async cleanup(): Promise<void> {
    if (this.closed) return;
    try {
      const { rowCount } = await this.options.engine.query(
        `delete from realtime.local_changes
         where committed_at < now() - interval '1 minute'
           and xid < pg_snapshot_xmin(pg_current_snapshot())`,
      );
      // PGlite has no autovacuum; without this the table's file only ever grows.
      if (rowCount > 0 && this.options.engine.kind === 'pglite') {
        await this.options.engine.exec('vacuum realtime.local_changes');
      }
    } catch (error) {
      this.options.log(`realtime: cleaning up changes failed: ${(error as Error).message}`);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.running = false;
    for (const timer of this.timers) clearInterval(timer);
    await this.resuming?.catch(() => undefined);
    await this.draining;
    await this.unlisten?.().catch(() => undefined);
  }
}
