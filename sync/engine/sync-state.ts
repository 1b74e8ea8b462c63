// Where a row written on this device stands (shared by leads, orders and registrations):
// waiting on this device, sent, confirmed by the server, or refused by the server.
import type { OutboxFields } from './outbox-fields.ts';

export type SyncState = 'waiting' | 'sent' | 'confirmed' | 'refused';

export interface Synced {
  syncState: SyncState;
  /** The server's reason when refused. */
  syncError: string | null;
}

export function syncStateOf(row: OutboxFields, confirmed: boolean): Synced {
  if (row.syncError) return { syncState: 'refused', syncError: row.syncError };
  if (row.syncedAt === 0) return { syncState: 'waiting', syncError: null };
  return { syncState: confirmed ? 'confirmed' : 'sent', syncError: null };
}
