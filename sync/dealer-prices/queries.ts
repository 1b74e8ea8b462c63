// The dealer copies on this device (one per person; hooks.ts shows only the signed-in one's).
import { kindRecords } from '../engine/kinds/records.ts';
import { liveStore } from '../engine/live.ts';
import type { Sync } from '../engine/runtime.ts';
import { runtimeOf } from '../engine/runtime-of.ts';
import { dealerPricesKind } from './kind.ts';
import { toDealerCopy, type DealerCopy } from './model.ts';

export const dealerCopiesStore = (sync: Sync) =>
  liveStore<DealerCopy[]>(
    sync,
    'dealer-prices',
    (db, { map }) => {
      const copies = kindRecords(db, dealerPricesKind);
      return copies.query().$.pipe(map((docs) => copies.read(docs).map(toDealerCopy)));
    },
    [],
  );

/** The person's copy as stored now (tests, and code outside React), or null. */
export async function readDealerCopy(sync: Sync, userId: string): Promise<DealerCopy | null> {
  const data = await kindRecords(runtimeOf(sync).db, dealerPricesKind).get(userId);
  return data ? toDealerCopy(data) : null;
}
