// How long replication waits: the spec's timings, or shorter ones in tests.
import { PRODUCT_LOAD_RETRY_DELAYS_MS, REALTIME_RECONNECT_MS } from '../../../src/lib/constants.ts';

export interface SyncTiming {
  /** Wait between retries of a failed pull or push. */
  retryMs: number;
  /**
   * The main table's first load retries after these delays (1, 2 and 4 s:
   * docs/product.md#constants).
   */
  productRetryDelaysMs: readonly number[];
  /**
   * After a realtime channel error, catch up and reconnect after this long (5 s:
   * docs/product.md#constants).
   */
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
