// What leaves the device when a person signs out (shared shop phones, DESIGN.md): every
// role-scoped row that is already on the server (pulled leads, own orders and registrations,
// sent admin commands, and their own sent or refused writes), the assistant conversation, and
// old confirmed visitor writes.
//
// Kept on purpose: writes that have not reached the server yet. A lead, order or registration
// still waiting is sent as a visitor's (the server then has it without an account); an
// admin's unsent commands wait for that admin to sign in again, because nobody else may send
// them. Losing a customer's order or lead would be worse than keeping it until it is sent.
import type { RxCollection } from 'rxdb';
import { OUTBOX_COLLECTIONS, type MgridDatabase } from './collections.ts';
import type { OutboxFields } from './outbox-fields.ts';

/** A visitor's own confirmed writes stay this long (for the order-success page), then go. */
export const VISITOR_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

type Outbox = RxCollection<OutboxFields & { id: string; created_at: string }>;

/**
 * Removes signed-in people's data that is safe on the server, except `keepOwnerId`'s (the
 * person still signed in, when sweeping at start-up). Returns how many rows went.
 */
export async function wipeRoleScoped(db: MgridDatabase, keepOwnerId?: string): Promise<number> {
  let removed = 0;
  for (const name of OUTBOX_COLLECTIONS) {
    const collection = db.collections[name] as unknown as Outbox;
    const docs = (await collection.find({ selector: { ownerId: { $ne: null } } }).exec()).filter(
      (d) => d.ownerId !== keepOwnerId,
    );
    const gone = docs.filter((d) => d.syncedAt > 0 || d.syncError !== null);
    if (gone.length > 0) {
      await collection.bulkRemove(gone.map((d) => d.id));
      // A removed row stays in IndexedDB as a tombstone until purged: purge it now, without
      // holding up the sign-out (RxDB runs cleanup when the database is idle).
      void collection.cleanup(0).catch(() => undefined);
    }
    removed += gone.length;
  }
  return removed;
}

/** Empties the assistant conversation (at sign-out: it may hold the person's details). */
export async function wipeConversation(db: MgridDatabase): Promise<number> {
  const docs = await db.chat.find().exec();
  if (docs.length > 0) {
    await db.chat.bulkRemove(docs.map((d) => d.id));
    void db.chat.cleanup(0).catch(() => undefined);
  }
  return docs.length;
}

/** Drops a visitor's confirmed writes older than the retention period. */
export async function pruneVisitorWrites(db: MgridDatabase, now = Date.now()): Promise<number> {
  let removed = 0;
  for (const name of OUTBOX_COLLECTIONS) {
    const collection = db.collections[name] as unknown as Outbox;
    const docs = await collection
      .find({ selector: { ownerId: null, syncedAt: { $gt: 0, $lt: now - VISITOR_RETENTION_MS } } })
      .exec();
    if (docs.length > 0) await collection.bulkRemove(docs.map((d) => d.id));
    removed += docs.length;
  }
  return removed;
}
