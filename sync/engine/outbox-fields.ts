// Fields every outbox collection (leads, orders, registrations, admin commands) adds to the
// server's columns, and where a row stands by them (waiting, sent, confirmed, refused). They
// never leave the device: the push modifier strips them.
import * as f from './fields.ts';

export interface OutboxFields {
  /**
   * When the server confirmed the row (epoch ms): set after a successful push, or to the
   * pull time for rows pulled from the server. 0 while the row waits to be sent.
   */
  syncedAt: number;
  /**
   * The server's reason when it refused the row for good (a validation error, say). Such a
   * row is no longer retried; it is listed as unsent with this reason until discarded.
   */
  syncError: string | null;
  /**
   * The signed-in user who wrote it here, or for whom it was pulled; null for a visitor's
   * own writes. Rows with an owner are wiped from the device when that person signs out.
   */
  ownerId: string | null;
}

export const OUTBOX_LOCAL_FIELDS = ['syncedAt', 'syncError', 'ownerId'] as const;

export const outboxProperties = {
  syncedAt: f.indexedTime,
  syncError: f.optionalText,
  ownerId: f.optionalText,
} as const;

export type SyncState = 'waiting' | 'sent' | 'confirmed' | 'refused';

/** Where a row written on this device stands, as the app shows it. */
export interface Synced {
  syncState: SyncState;
  /** The server's reason when refused. */
  syncError: string | null;
}

/** `confirmed`: the collection's own sign that the server's answer is in (a receipt, a pull). */
export function syncStateOf(row: OutboxFields, confirmed: boolean): Synced {
  if (row.syncError) return { syncState: 'refused', syncError: row.syncError };
  if (row.syncedAt === 0) return { syncState: 'waiting', syncError: null };
  return { syncState: confirmed ? 'confirmed' : 'sent', syncError: null };
}
