// What every replication needs: the database, the Supabase client, the status to report to,
// and the timings (the spec's, or shorter ones in tests).
import type { SupabaseClient } from '@supabase/supabase-js';
import type { SyncDatabase } from '../register.ts';
import type { StatusStore } from '../status-store.ts';
import type { RetryGate } from './retry-gate.ts';
import type { SyncTiming } from './timing.ts';

export interface ReplicationContext {
  db: SyncDatabase;
  client: SupabaseClient;
  status: StatusStore;
  timing: SyncTiming;
  /** Opens when retry() is called or the backend answers again; outbox retries wait on it. */
  retryGate: RetryGate;
}
