// The sync indicator's actions: try again now, and drop a write the server refused.
import { collectionOf } from '../engine/collection.ts';
import type { OutboxName } from '../engine/register.ts';
import type { Sync } from '../engine/runtime.ts';
import { runtimeOf } from '../engine/runtime-of.ts';
import { appSync, startedSync } from '../engine/app-sync.ts';
import { guardWrite } from '../engine/write-guard.ts';

/** Tries every sync again now; before the data layer has started there is nothing to retry. */
export function retrySync(sync: Sync | null = appSync.get()): void {
  sync?.retry();
}

/**
 * Deletes an unsent write from this device. Only refused ones: a write that is merely
 * waiting will still be sent, and throwing it away would lose a customer's order or lead.
 */
export async function discardRefused(
  collection: OutboxName,
  id: string,
  given?: Sync,
): Promise<boolean> {
  const sync = given ?? (await startedSync());
  const runtime = runtimeOf(sync);
  const doc = await collectionOf<{ syncError: string | null }>(runtime.db, collection)
    .findOne(id)
    .exec();
  if (!doc?.syncError) return false;
  await guardWrite(runtime, () => doc.remove());
  return true;
}
