// Several tabs, one replication: only the leading tab (RxDB leader election) syncs. It
// mirrors what only it knows (last sync times, errors, reachability) into a local document
// every tab reads, and other tabs ask it to retry through another.
import type { SyncDatabase } from './register.ts';
import type { StatusStore, SyncStatus } from './status-store.ts';

const STATUS_DOC = 'sync-status';
const RETRY_DOC = 'sync-retry';
const MIRROR_EVERY_MS = 250;

type Mirrored = Pick<SyncStatus, 'backendReachable' | 'usingFallback'> & {
  collections: Record<string, { lastSyncedAt: number | null; lastError: string | null }>;
};

function snapshot(status: SyncStatus): Mirrored {
  return {
    backendReachable: status.backendReachable,
    usingFallback: status.usingFallback,
    collections: Object.fromEntries(
      Object.entries(status.collections).map(([name, c]) => [
        name,
        { lastSyncedAt: c.lastSyncedAt, lastError: c.lastError },
      ]),
    ),
  };
}

export interface Tabs {
  /** Ask the leading tab (this one, or another) to retry now. */
  requestRetry(): Promise<void>;
  stop(): void;
}

export function linkTabs(
  db: SyncDatabase,
  status: StatusStore,
  isLeader: () => boolean,
  onRetryRequested: () => void,
): Tabs {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const write = () => {
    timer = undefined;
    if (!stopped && isLeader())
      void db.upsertLocal(STATUS_DOC, snapshot(status.get())).catch(() => undefined);
  };
  const stopWriting = status.subscribe(() => {
    if (isLeader()) timer ??= setTimeout(write, MIRROR_EVERY_MS);
  });
  const statusSub = db.getLocal$<Mirrored>(STATUS_DOC).subscribe((doc) => {
    if (!doc || isLeader()) return;
    const mirrored = doc.toJSON().data;
    status.update({
      backendReachable: mirrored.backendReachable,
      usingFallback: mirrored.usingFallback,
    });
    for (const [name, c] of Object.entries(mirrored.collections)) {
      status.updateCollection(name as keyof SyncStatus['collections'], c);
    }
  });
  let seenRetry: number | null = null;
  const retrySub = db.getLocal$<{ at: number }>(RETRY_DOC).subscribe((doc) => {
    const at = doc?.toJSON().data.at ?? null;
    if (at !== null && at !== seenRetry && seenRetry !== null && isLeader()) onRetryRequested();
    seenRetry = at ?? 0;
  });
  return {
    async requestRetry() {
      await db.upsertLocal(RETRY_DOC, { at: Date.now() });
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      stopWriting();
      statusSub.unsubscribe();
      retrySub.unsubscribe();
    },
  };
}
