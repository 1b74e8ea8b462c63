// Saving a visitor's or user's write: stored on this device first (so it is never lost, and
// "saved" never waits for the network), then sent by the outbox replication when it can be.
import { collectionOf } from './collection.ts';
import type { OutboxFields } from './outbox-fields.ts';
import type { OutboxName } from './register.ts';
import type { SyncRuntime } from './runtime.ts';
import { requestBackgroundSync } from './wake.ts';
import { guardWrite } from './write-guard.ts';

/**
 * A random (version 4) UUID. crypto.randomUUID exists only in secure contexts, and a shop
 * phone may open the app over plain http on the LAN; getRandomValues works everywhere.
 */
export function newId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Stores a new outbox row owned by whoever is signed in; returns its id. */
export async function queueWrite<Doc extends { id: string }>(
  runtime: SyncRuntime,
  collection: OutboxName,
  doc: Omit<Doc, keyof OutboxFields>,
): Promise<string> {
  const row = {
    ...doc,
    syncedAt: 0,
    syncError: null,
    ownerId: runtime.session.get().user?.id ?? null,
  };
  await guardWrite(runtime, () => collectionOf(runtime.db, collection).insert(row));
  if (!runtime.status.get().online) void requestBackgroundSync();
  return doc.id;
}

/** Nulls for blank optional text, trimmed otherwise. */
export const optional = (text: string | null | undefined): string | null => {
  const trimmed = (text ?? '').trim();
  return trimmed === '' ? null : trimmed;
};
