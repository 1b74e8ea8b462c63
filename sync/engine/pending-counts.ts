// Rows waiting to be sent, per outbox collection, counted from the local database itself so
// every tab sees the same numbers in the status.
import { collectionOf, isOutbox, type AnyCollection } from './collection.ts';
import type { OutboxFields } from './outbox-fields.ts';
import type { OutboxName, SyncDatabase } from './register.ts';
import { eachInItsOwnTask } from './next-task.ts';
import type { StatusStore } from './status-store.ts';

export function watchPendingWrites(
  db: SyncDatabase,
  collections: readonly AnyCollection[],
  status: StatusStore,
): () => void {
  const subscriptions: { unsubscribe(): void }[] = [];
  let stopped = false;
  // One query a task: all at once they were a task of 40 ms at 4x CPU in the start-up.
  const watches = collections.filter(isOutbox).map(
    ({ name }) =>
      () =>
        subscriptions.push(
          collectionOf<OutboxFields>(db, name)
            .find({ selector: { syncedAt: 0 } })
            .$.subscribe((waiting) => {
              const pendingWrites = waiting.filter((doc) => doc.syncError === null).length;
              status.updateCollection(name as OutboxName, { pendingWrites });
            }),
        ),
  );
  void eachInItsOwnTask(watches, () => stopped);
  return () => {
    stopped = true;
    subscriptions.forEach((s) => s.unsubscribe());
  };
}
