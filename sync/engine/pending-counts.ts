// Counts that come from the local database itself, so every tab sees the same numbers: rows
// waiting to be sent per outbox collection, and unpublished drafts.
import type { RxCollection } from 'rxdb';
import { OUTBOX_COLLECTIONS, type MgridDatabase } from './collections.ts';
import type { PublishStatus } from '../product-drafts/publish-status.ts';
import type { OutboxFields } from './outbox-fields.ts';
import type { StatusStore } from './status-store.ts';
import type { Store } from './store.ts';

export function watchLocalCounts(
  db: MgridDatabase,
  status: StatusStore,
  publish: Store<PublishStatus>,
): () => void {
  const subscriptions = OUTBOX_COLLECTIONS.map((name) =>
    (db.collections[name] as unknown as RxCollection<OutboxFields>)
      .find({ selector: { syncedAt: 0 } })
      .$.subscribe((waiting) => {
        const pendingWrites = waiting.filter((doc) => doc.syncError === null).length;
        status.updateCollection(name, { pendingWrites });
      }),
  );
  subscriptions.push(
    db.product_drafts.find().$.subscribe((drafts) => {
      const draftCount = drafts.length;
      publish.set((s) =>
        s.draftCount === draftCount ? s : { ...s, draftCount, pendingChanges: draftCount > 0 },
      );
    }),
  );
  return () => subscriptions.forEach((s) => s.unsubscribe());
}
