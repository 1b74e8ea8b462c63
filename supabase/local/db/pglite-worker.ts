// The worker-thread side of the PGlite engine (pglite-thread.ts): PGlite runs here, so a
// long statement never blocks the server's event loop (auth, REST and realtime keep
// answering). Each message from the main thread is one operation; transactions stay open
// across messages until the main thread commits or rolls back.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { ExtensionLoader } from './pglite-extensions.ts';
import type { WorkerReply, WorkerRequest } from './pglite-protocol.ts';
import { wireWithExtensions } from './pglite.ts';

const port = parentPort!;
const data = workerData as {
  dataDir?: string;
  loadDataDir?: Uint8Array<ArrayBuffer>;
  standby?: boolean;
};
// A standby worker has loaded its code and waits to open the data folder when the running
// one is stopped, so the server answers again sooner after an overrun.
if (data.standby) await new Promise((resolve) => parentPort!.once('message', resolve));
const db = await PGlite.create({
  dataDir: data.dataDir,
  loadDataDir: data.loadDataDir ? new Blob([data.loadDataDir]) : undefined,
  extensions: { pgcrypto },
});
// Extensions other than pgcrypto are loaded when a statement creates them, here as in the
// in-process engine (pglite-extensions.ts).
const extensions = new ExtensionLoader(db, ['pgcrypto']);
await extensions.loadInstalled();

/** Open transactions by id: ending one (commit: true) settles `done` once COMMIT/ROLLBACK ran. */
interface OpenTransaction {
  tx: Transaction;
  end: (commit: boolean) => void;
  done: Promise<void>;
}
const open = new Map<number, OpenTransaction>();
const unlisteners = new Map<string, () => Promise<void>>();
let socket: PGLiteSocketServer | undefined;

function reply(message: WorkerReply): void {
  port.postMessage(message);
}

/** Everything a Postgres error carries (code, detail, hint, position, ...), cloneable. */
function serializeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const out: Record<string, unknown> = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (['string', 'number', 'boolean'].includes(typeof value)) out[key] = value;
  }
  return out;
}

function beginTransaction(id: number): void {
  let end!: (commit: boolean) => void;
  let started!: (tx: Transaction) => void;
  const ended = new Promise<boolean>((resolve) => (end = resolve));
  const ready = new Promise<Transaction>((resolve) => (started = resolve));
  const done = db.transaction(async (tx) => {
    started(tx);
    if (!(await ended)) await tx.rollback();
  });
  done.catch((error: unknown) => {
    // Failed before the body ran (BEGIN itself): the main thread is still waiting.
    if (!open.has(id)) reply({ id, error: serializeError(error) });
  });
  void ready.then((tx) => {
    open.set(id, { tx, end, done });
    reply({ id, ok: true });
  });
}

async function finishTransaction(request: WorkerRequest): Promise<void> {
  const entry = open.get(request.tx!);
  if (!entry) throw new Error(`transaction ${request.tx} is not open`);
  entry.end(request.op === 'commit');
  try {
    await entry.done;
  } finally {
    open.delete(request.tx!);
  }
}

async function run(request: WorkerRequest): Promise<unknown> {
  const target = request.tx === undefined ? db : open.get(request.tx)?.tx;
  if (!target) throw new Error(`transaction ${request.tx} is not open`);
  switch (request.op) {
    case 'query': {
      await extensions.beforeSql(request.sql!);
      const result = await target.query(request.sql!, request.params ?? []);
      return {
        rows: result.rows,
        rowCount: result.affectedRows ?? result.rows.length,
        fields: result.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
      };
    }
    case 'exec':
      await extensions.beforeSql(request.sql!);
      await target.exec(request.sql!);
      return null;
    case 'listen': {
      const channel = request.channel!;
      if (!unlisteners.has(channel)) {
        const unlisten = await db.listen(channel, (payload) => reply({ notify: channel, payload }));
        unlisteners.set(channel, unlisten);
      }
      return null;
    }
    case 'serve':
      socket = new PGLiteSocketServer({
        db: wireWithExtensions(db, extensions),
        port: request.port!,
        host: request.host!,
      });
      await socket.start();
      return null;
    case 'dump': {
      const blob = await db.dumpDataDir('none');
      return new Uint8Array(await blob.arrayBuffer());
    }
    case 'close':
      await socket?.stop();
      if (!db.closed) await db.close();
      return null;
    default:
      throw new Error(`unknown operation ${String(request.op)}`);
  }
}

port.on('message', (request: WorkerRequest) => {
  if (request.op === 'begin') {
    beginTransaction(request.id);
    return;
  }
  const work =
    request.op === 'commit' || request.op === 'rollback'
      ? finishTransaction(request).then(() => null)
      : run(request);
  work.then(
    (result) => reply({ id: request.id, ok: true, result }),
    (error: unknown) => reply({ id: request.id, error: serializeError(error) }),
  );
});

reply({ ready: true });
