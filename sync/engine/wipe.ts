// What leaves the device when a person signs out (shared shop phones:
// docs/decisions.md#sign-out-on-a-shared-phone): every role-scoped row that is already on the
// server (pulled leads, own orders and registrations, sent admin commands, and their own sent or
// refused writes), the collections that go whole (the assistant conversation), and old confirmed
// visitor writes. Each collection says which is its case (CollectionDescriptor.signOut), and so
// does each kind (KindDescriptor.signOut, kinds/kind.ts).
//
// Kept on purpose: writes that have not reached the server yet. A lead, order or registration
// still waiting is sent as a visitor's (the server then has it without an account); an
// admin's unsent commands wait for that admin to sign in again, because nobody else may send
// them. Losing a customer's order or lead would be worse than keeping it until it is sent.
import { collectionOf, isOutbox, type AnyCollection } from './collection.ts';
import { kindRecords } from './kinds/records.ts';
import type { Sendable } from './kinds/sending.ts';
import type { OutboxFields } from './outbox-fields.ts';
import type { SyncDatabase } from './register.ts';

/** A visitor's own confirmed writes stay this long (for the order-success page), then go. */
export const VISITOR_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

type OutboxRow = OutboxFields & { id: string; created_at: string };

/**
 * Removes signed-in people's data that is safe on the server, except `keepOwnerId`'s (the
 * person still signed in, when sweeping at start-up). Returns how many rows went.
 */
export async function wipeRoleScoped(
  db: SyncDatabase,
  collections: readonly AnyCollection[],
  keepOwnerId?: string,
): Promise<number> {
  let removed = 0;
  for (const { name, signOut, kinds = [] } of collections) {
    for (const kind of kinds.filter((k) => k.signOut === 'their-sent-rows')) {
      // A pushed kind's (kinds/sending.ts): what the server has goes; waiting and refused
      // records stay for their owner (a refusal is kept to be corrected and sent again).
      const records = kindRecords<Sendable>(db, kind);
      const gone = (await records.list()).filter(
        (r) => r.send.ownerId !== null && r.send.ownerId !== keepOwnerId && r.send.state === 'sent',
      );
      await records.remove(gone.map((r) => kind.id(r)));
      removed += gone.length;
    }
    for (const kind of kinds.filter((k) => k.snapshot)) {
      // A snapshot kind's (a dealer's prices): only the person still signed in keeps theirs.
      const records = kindRecords<unknown>(db, kind);
      const gone = (await records.list()).filter((r) => kind.snapshot!.owner(r) !== keepOwnerId);
      await records.remove(gone.map((r) => kind.id(r)));
      removed += gone.length;
    }
    if (signOut !== 'their-sent-rows') continue;
    const collection = collectionOf<OutboxRow>(db, name);
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

/**
 * Empties the collections and kinds that leave whole with the person (the assistant
 * conversation: it may hold their details). Returns how many rows went.
 */
export async function wipeWhole(
  db: SyncDatabase,
  collections: readonly AnyCollection[],
): Promise<number> {
  let removed = 0;
  for (const { name, signOut, kinds = [] } of collections) {
    for (const kind of kinds) {
      if (kind.signOut === 'all-rows') removed += await kindRecords(db, kind).clear();
    }
    if (signOut !== 'all-rows') continue;
    const collection = collectionOf<{ id: string }>(db, name);
    const docs = await collection.find().exec();
    if (docs.length > 0) {
      await collection.bulkRemove(docs.map((d) => d.id));
      void collection.cleanup(0).catch(() => undefined);
    }
    removed += docs.length;
  }
  return removed;
}

/** Drops a visitor's confirmed writes older than the retention period. */
export async function pruneVisitorWrites(
  db: SyncDatabase,
  collections: readonly AnyCollection[],
  now = Date.now(),
): Promise<number> {
  let removed = 0;
  for (const descriptor of collections.filter(isOutbox)) {
    const collection = collectionOf<OutboxRow>(db, descriptor.name);
    const docs = await collection
      .find({ selector: { ownerId: null, syncedAt: { $gt: 0, $lt: now - VISITOR_RETENTION_MS } } })
      .exec();
    if (docs.length > 0) await collection.bulkRemove(docs.map((d) => d.id));
    removed += docs.length;
  }
  return removed;
}
