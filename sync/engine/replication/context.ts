// What every replication needs: the database, the Supabase client, the status to report to,
// and the timings (the spec's, or shorter ones in tests).
import type { SupabaseClient } from '@supabase/supabase-js';
import { PRODUCT_LOAD_RETRY_DELAYS_MS, REALTIME_RECONNECT_MS } from '../../../src/lib/constants.ts';
import type { MgridDatabase } from '../collections.ts';
import type { StatusStore } from '../status-store.ts';
import type { RetryGate } from './retry-gate.ts';

export interface SyncTiming {
  /** Wait between retries of a failed pull or push. */
  retryMs: number;
  /** The first products load retries after these delays (spec 8: 1, 2 and 4 s). */
  productRetryDelaysMs: readonly number[];
  /** After a realtime channel error, catch up and reconnect after this long (spec 7: 5 s). */
  realtimeReconnectMs: number;
  /** Rows per pull request (hosted PostgREST answers at most 1,000). */
  pullBatchSize: number;
}

export const DEFAULT_TIMING: SyncTiming = {
  retryMs: REALTIME_RECONNECT_MS,
  productRetryDelaysMs: PRODUCT_LOAD_RETRY_DELAYS_MS,
  realtimeReconnectMs: REALTIME_RECONNECT_MS,
  pullBatchSize: 1000,
};

export interface ReplicationContext {
  db: MgridDatabase;
  client: SupabaseClient;
  status: StatusStore;
  timing: SyncTiming;
  /** Opens when retry() is called or the backend answers again; outbox retries wait on it. */
  retryGate: RetryGate;
}
