// Writes still on this device only, for the sync indicator and the admin's "unsent" list:
// waiting to be sent, or refused by the server (with its reason). Each outbox collection says
// in one line what a row is (its descriptor's summary).
import { collectionOf, isOutbox } from '../engine/collection.ts';
import { liveStore } from '../engine/live.ts';
import type { OutboxFields } from '../engine/outbox-fields.ts';
import type { OutboxName } from '../engine/register.ts';
import type { Sync } from '../engine/runtime.ts';
import { runtimeOf } from '../engine/runtime-of.ts';

export interface UnsentItem {
  collection: OutboxName;
  id: string;
  /** One line saying what it is, e.g. "Order ₹12,999 for Asha Rao". */
  summary: string;
  createdAt: string;
  /** Why the server refused it; null while it is only waiting. */
  refusedBecause: string | null;
}

type AnyRow = OutboxFields & { id: string; created_at: string };

export const unsentStore = (sync: Sync) =>
  liveStore<UnsentItem[]>(
    sync,
    'unsent',
    (db, { combineLatest, map }) =>
      combineLatest(
        runtimeOf(sync)
          .collections.filter(isOutbox)
          .map((outbox) =>
            collectionOf<AnyRow>(db, outbox.name)
              .find({ selector: { syncedAt: 0 } })
              .$.pipe(
                map((docs) =>
                  docs.map((doc) => {
                    const row = doc.toMutableJSON() as AnyRow;
                    return {
                      collection: outbox.name as OutboxName,
                      id: row.id,
                      summary: outbox.sync.summary(row),
                      createdAt: row.created_at,
                      refusedBecause: row.syncError,
                    };
                  }),
                ),
              ),
          ),
      ).pipe(map((lists) => lists.flat().sort((a, b) => a.createdAt.localeCompare(b.createdAt)))),
    [],
  );
