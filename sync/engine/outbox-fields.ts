// Fields every outbox collection (leads, orders, registrations, admin commands) adds to the
// server's columns. They never leave the device: the push modifier strips them.
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
