// The publish status (docs/product.md#product-drafts-and-publishing): one store per data layer,
// kept by the drafts collection's watch (collection.ts) from the drafts on this device, so every
// tab shows the same count; publishing (actions.ts) sets the rest.
import type { RxCollection } from 'rxdb';
import type { Sync } from '../engine/runtime.ts';
import { runtimeOf } from '../engine/runtime-of.ts';
import { createStore, type Store } from '../engine/store.ts';
import type { ProductDraftDoc } from './schema.ts';

export interface PublishStatus {
  isPublishing: boolean;
  /** Epoch ms of the last successful publish on this device. */
  lastPublished: number | null;
  /** Why the last publish failed ("Unknown error occurred" when no reason was given). */
  lastError: string | null;
  /** There are drafts not yet published. */
  pendingChanges: boolean;
  /** How many products have drafts. */
  draftCount: number;
}

export const initialPublishStatus: PublishStatus = {
  isPublishing: false,
  lastPublished: null,
  lastError: null,
  pendingChanges: false,
  draftCount: 0,
};

const stores = new WeakMap<object, Store<PublishStatus>>();

/** Starts the publish status of the data layer that owns `drafts`; returns the stop. */
export function watchPublishStatus(drafts: RxCollection<ProductDraftDoc>): () => void {
  const status = createStore<PublishStatus>(initialPublishStatus);
  stores.set(drafts, status);
  const subscription = drafts.find().$.subscribe((docs) => {
    const draftCount = docs.length;
    status.set((s) =>
      s.draftCount === draftCount ? s : { ...s, draftCount, pendingChanges: draftCount > 0 },
    );
  });
  return () => subscription.unsubscribe();
}

/** The publish status of a data layer. */
export function publishStatusOf(sync: Sync): Store<PublishStatus> {
  const status = stores.get(runtimeOf(sync).db.product_drafts);
  if (!status) throw new Error('The product drafts are not watched: start the data layer first.');
  return status;
}
