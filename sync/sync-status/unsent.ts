// Writes still on this device only, for the sync indicator and the admin's "unsent" list:
// waiting to be sent, or refused by the server (with its reason).
import type { RxCollection } from 'rxdb';
import { formatInr } from '../../src/lib/money.ts';
import { OUTBOX_COLLECTIONS, type OutboxCollection } from '../engine/collection-names.ts';
import { liveStore } from '../engine/live.ts';
import type { Sync } from '../engine/runtime.ts';
import type { OutboxFields } from '../engine/outbox-fields.ts';

export interface UnsentItem {
  collection: OutboxCollection;
  id: string;
  /** One line saying what it is, e.g. "Order ₹12,999 for Asha Rao". */
  summary: string;
  createdAt: string;
  /** Why the server refused it; null while it is only waiting. */
  refusedBecause: string | null;
}

type AnyRow = OutboxFields & { id: string; created_at: string } & Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

function summarize(collection: OutboxCollection, row: AnyRow): string {
  switch (collection) {
    case 'leads':
      return `Enquiry from ${text(row.name) ?? text(row.email) ?? text(row.phone) ?? 'a visitor'}`;
    case 'orders':
      return `Order ${formatInr(Number(row.total_in_paise) || 0)} for ${text(row.customer_name) ?? 'a customer'}`;
    case 'registrations':
      return `Registration of ${text(row.product_model) ?? 'a product'} for ${text(row.owner_name) ?? 'a customer'}`;
    case 'admin_commands':
      return `Lead ${String(row.lead_id).slice(0, 8)} set to ${String(row.new_status)}`;
  }
}

export const unsentStore = (sync: Sync) =>
  liveStore<UnsentItem[]>(
    sync,
    'unsent',
    (db, { combineLatest, map }) =>
      combineLatest(
        OUTBOX_COLLECTIONS.map((name) =>
          (db.collections[name] as unknown as RxCollection<AnyRow>)
            .find({ selector: { syncedAt: 0 } })
            .$.pipe(
              map((docs) =>
                docs.map((doc) => {
                  const row = doc.toMutableJSON() as AnyRow;
                  return {
                    collection: name,
                    id: row.id,
                    summary: summarize(name, row),
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
