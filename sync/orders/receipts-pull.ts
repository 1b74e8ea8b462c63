// After an order reaches the server (the outbox marks it sent), its receipt is read back with
// public.get_order_receipt and the database's items and totals replace this device's preview:
// the order is then confirmed. A guest may not read orders, but the id made on this device is
// the capability to read its receipt. Offline, it waits on the retry gate like the outbox.
import type { AlongsideParts } from '../engine/collection.ts';
import { isPermanentRejection } from '../engine/replication/errors.ts';
import { GateClosedError } from '../engine/replication/retry-gate.ts';
import { receiptFields } from './receipt.ts';
import type { OrderDoc } from './schema.ts';

export interface OrderReceipts {
  cancel(): Promise<void>;
}

/** 'settled': written, or nothing to write (asked again only after a restart). */
type Outcome = 'settled' | 'retry';

export function startOrderReceipts(parts: AlongsideParts<OrderDoc>): OrderReceipts {
  const { collection: orders, client, retryGate, timing } = parts;
  const queue = new Set<string>();
  const settled = new Set<string>();
  let stopped = false;
  let running: Promise<void> | null = null;

  const confirmOnce = async (id: string): Promise<Outcome> => {
    const { data, error, status } = await client
      .rpc('get_order_receipt', { order_id: id })
      .retry(false);
    if (error) {
      // A backend without the function yet (PGRST202) or one that refuses the call: asking
      // again this session cannot help. Anything else (offline, 5xx) can.
      const refused = error.code === 'PGRST202' || isPermanentRejection({ ...error, status });
      return refused ? 'settled' : 'retry';
    }
    const fields = receiptFields(data);
    // null: the server has no such order (deleted since); the order stays "sent".
    if (!fields) return 'settled';
    const doc = await orders.findOne(id).exec();
    await doc?.incrementalPatch({ ...fields, confirmedAt: Date.now() });
    return 'settled';
  };

  const confirm = async (id: string) => {
    while (!stopped && queue.has(id)) {
      const outcome = await confirmOnce(id).catch((): Outcome => 'retry');
      if (outcome === 'settled') return void settled.add(id);
      try {
        await retryGate.wait(timing.retryMs);
      } catch (error) {
        if (!(error instanceof GateClosedError)) throw error;
        stopped = true; // the data layer is shutting down
      }
    }
  };

  const drain = async () => {
    for (let id = first(queue); id !== undefined && !stopped; id = first(queue)) {
      await confirm(id);
      queue.delete(id);
    }
    running = null;
  };

  const subscription = orders
    .find({ selector: { syncedAt: { $gt: 0 }, confirmedAt: 0 } })
    .$.subscribe((docs) => {
      queue.clear();
      for (const doc of docs) if (!settled.has(doc.id)) queue.add(doc.id);
      if (queue.size > 0) running ??= drain();
    });

  return {
    async cancel() {
      stopped = true;
      subscription.unsubscribe();
      retryGate.open();
      await running;
    },
  };
}

const first = (set: Set<string>): string | undefined => set.values().next().value;
