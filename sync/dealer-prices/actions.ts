// What a dealer member's screens ask the server directly (loaded only with those screens, so a
// shopper's first paint never carries it): a statement for a period older than the phone's
// copy. Throws OFFLINE_ACTION offline, for the screen to say.
import { startedSync } from '../engine/app-sync.ts';
import { runtimeOf } from '../engine/runtime-of.ts';
import type { Sync } from '../engine/runtime.ts';
import type { DealerLedger } from './model.ts';
import { fetchMyLedger } from './server.ts';

export const readMyStatement = async (
  from: string | null,
  to: string,
  given?: Sync,
): Promise<DealerLedger> => fetchMyLedger(runtimeOf(given ?? (await startedSync())), from, to);
