// Push by kind: a pushed kind's waiting records (kinds/sending.ts) go to the server through
// the RPC the kind names, one at a time, as the signed-in person who wrote them. RxDB's
// replication cannot do this (device_records is one collection with one checkpoint, holding
// every kind), so this is a small loop of its own, run by the leading tab like the others.
//
// Each record is sent until the server answers: marked sent with the answer kept, or refused
// with the database's message when it said no for good (kept on the device, never lost, so
// the person can correct and send it again). A network failure, a 5xx or an expired token is
// tried again, waiting longer each time (up to 8 times the retry interval), and at once when
// the app learns the backend is back (the retry gate). The record's id is the row's id and the
// RPC is idempotent, so a record sent again after a lost answer arrives once.
import { kindRecords } from '../../engine/kinds/records.ts';
import type { AnyKind } from '../../engine/kinds/kind.ts';
import type { KindPush, Sendable, Sending } from '../../engine/kinds/sending.ts';
import type { ReplicationContext } from './context.ts';
import { isPermanentRejection, type ServerError } from './errors.ts';
import { GateClosedError } from './retry-gate.ts';

export interface KindPushRun {
  readonly name: string;
  /** Look for waiting records now (the retry gate wakes a wait in progress). */
  poke(): void;
  /** Resolves when nothing is being sent (tests). */
  idle(): Promise<void>;
  cancel(): Promise<void>;
}

/** The longest wait between two tries, in retry intervals. */
export const MAX_BACKOFF_STEPS = 8;

interface RpcAnswer {
  data: unknown;
  error: (ServerError & { details?: string | null }) | null;
  status?: number;
}

/** The client as the push uses it: an RPC by name (the kind's, not in the generated types). */
type RpcClient = {
  rpc(name: string, args: Record<string, unknown>): PromiseLike<RpcAnswer>;
};

const asAnswer = (data: unknown): Record<string, unknown> =>
  typeof data === 'object' && data !== null && !Array.isArray(data)
    ? (data as Record<string, unknown>)
    : { value: data ?? null };

export interface KindPushOptions {
  /** Called after a record was sent (the pull by kind reads the person's rows again). */
  onSent?(): void;
}

export function startKindPush(
  kind: AnyKind,
  ctx: ReplicationContext,
  userId: string,
  options: KindPushOptions = {},
): KindPushRun {
  const push = kind.push as KindPush<Sendable & { id?: string }>;
  if (!push) throw new Error(`Kind ${kind.name} is not pushed`);
  const records = kindRecords<Sendable>(ctx.db, kind);
  const client = ctx.client as unknown as RpcClient;
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;

  /** Writes the record's new state, unless it is no longer waiting (discarded, changed). */
  const settle = async (id: string, send: Partial<Sending>, answer?: Record<string, unknown>) => {
    const current = await records.get(id);
    if (!current || current.send.state !== 'waiting') return;
    const data = answer && push.sent ? push.sent(current, answer) : current;
    await records.put([{ ...data, send: { ...current.send, ...send } }]);
  };

  /** Sends one record until the server answers; false when stopped before it did. */
  const sendOne = async (record: Sendable): Promise<boolean> => {
    const id = kind.id(record);
    for (let tries = 0; ; tries++) {
      if (stopped) return false;
      let answer: RpcAnswer;
      try {
        answer = await client.rpc(push.rpc, push.args(record));
      } catch (error) {
        answer = { data: null, error: { message: (error as Error).message ?? String(error) } };
      }
      if (stopped) return false;
      const { error } = answer;
      if (!error) {
        const kept = asAnswer(answer.data);
        await settle(id, { state: 'sent', sentAt: Date.now(), answer: kept, refused: null }, kept);
        options.onSent?.();
        return true;
      }
      if (isPermanentRejection({ ...error, status: error.status ?? answer.status })) {
        await settle(id, { state: 'refused', refused: error.message || 'Refused by the server' });
        return true;
      }
      const steps = Math.min(2 ** tries, MAX_BACKOFF_STEPS);
      try {
        await ctx.retryGate.wait(ctx.timing.retryMs * steps);
      } catch (waitError) {
        if (waitError instanceof GateClosedError) return false;
        throw waitError;
      }
    }
  };

  const sendWaiting = async () => {
    do {
      again = false;
      const waiting = (await records.list()).filter(
        (r) => r.send.state === 'waiting' && r.send.ownerId === userId,
      );
      for (const record of waiting) {
        if (!(await sendOne(record))) return;
      }
    } while (again && !stopped);
  };

  const poke = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = sendWaiting()
      .catch((error: unknown) => console.warn(`${kind.name} not sent:`, (error as Error).message))
      .finally(() => {
        running = null;
      });
  };

  // Every change of the kind's records (a new one written in any tab) is looked at.
  const subscription = records.query().$.subscribe(() => poke());

  return {
    name: kind.name,
    poke,
    idle: async () => {
      while (running) await running;
    },
    async cancel() {
      stopped = true;
      subscription.unsubscribe();
      ctx.retryGate.open();
      await running;
    },
  };
}
