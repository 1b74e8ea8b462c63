// What replicateSupabase sees of the Supabase client. RxDB's plugin hides two things this
// layer needs, so they are observed here, around the real client:
// - the realtime channel's status (RxDB only acts on SUBSCRIBED; errors must reach the status
//   and trigger a catch-up);
// - each pushed insert's outcome, so a row is marked sent before RxDB records it as pushed
//   (no window where the server has it but this device still counts it as waiting).
import type { SupabaseClient } from '@supabase/supabase-js';

export interface InsertResult {
  error: { message: string; code?: string; status?: number; details?: string | null } | null;
  status?: number;
}

export interface BridgeHooks {
  /** Every status of the live channel: SUBSCRIBED, CHANNEL_ERROR, TIMED_OUT, CLOSED. */
  onChannelStatus?: (status: string, error?: Error) => void;
  /**
   * Sees each pushed row and the server's answer, and decides what RxDB gets; `again` sends
   * the same insert once more (for retrying here instead of failing the whole batch).
   */
  onInsert?: (
    row: Record<string, unknown>,
    result: InsertResult,
    again: () => Promise<InsertResult>,
  ) => Promise<InsertResult>;
  /**
   * Send a batch's inserts one after another, in the order RxDB hands them over (the order
   * they were written), instead of all at once: for commands whose order matters (confirm
   * before pack before ship).
   */
  inOrder?: boolean;
}

let channelCounter = 0;

function wrapChannel<C extends object>(
  channel: C,
  hooks: BridgeHooks,
  unwrap: WeakMap<object, object>,
) {
  const proxy: C = new Proxy(channel, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target) as unknown;
      if (prop === 'on' && typeof value === 'function') {
        return (...args: unknown[]) => {
          value.apply(target, args);
          return proxy;
        };
      }
      if (prop === 'subscribe' && typeof value === 'function') {
        return (callback?: (status: string, error?: Error) => void, timeout?: number) => {
          value.call(
            target,
            (status: string, error?: Error) => {
              callback?.(status, error);
              hooks.onChannelStatus?.(status, error);
            },
            timeout,
          );
          return proxy;
        };
      }
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  unwrap.set(proxy, channel);
  return proxy;
}

function wrapInsert(
  builder: object,
  hooks: BridgeHooks,
  queue: { last: Promise<unknown> },
): object {
  return new Proxy(builder, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target) as unknown;
      if (prop === 'insert' && typeof value === 'function' && hooks.onInsert) {
        const onInsert = hooks.onInsert;
        return (row: Record<string, unknown>, options?: unknown) => {
          const send = () =>
            Promise.resolve(value.call(target, row, options) as PromiseLike<InsertResult>);
          const run = () => send().then((result) => onInsert(row, result, send));
          if (!hooks.inOrder) return run();
          // RxDB starts a batch's inserts together; each waits for the one before it.
          const next = queue.last.then(run, run);
          queue.last = next.catch(() => undefined);
          return next;
        };
      }
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

export function bridgeClient(client: SupabaseClient, hooks: BridgeHooks): SupabaseClient {
  const unwrap = new WeakMap<object, object>();
  const queue = { last: Promise.resolve() as Promise<unknown> };
  const bridge = {
    from: (table: string) => wrapInsert(client.from(table), hooks, queue),
    // A fresh topic per channel: realtime-js reuses channels by topic, and a replication
    // restarted under the same identifier must not get the old, still-closing channel.
    channel: (name: string) =>
      wrapChannel(client.channel(`${name}#${++channelCounter}`), hooks, unwrap),
    removeChannel: (channel: object) =>
      client.removeChannel((unwrap.get(channel) ?? channel) as never),
  };
  return bridge as unknown as SupabaseClient;
}
