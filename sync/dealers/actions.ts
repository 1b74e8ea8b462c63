// Dealer reads outside React (the chat assistant): what the locator shows.
import { startedSync } from '../engine/app-sync.ts';
import type { Sync } from '../engine/runtime.ts';
import { storedOrBundled } from '../fallback/stored-or-bundled.ts';
import { toDealer, type Dealer } from './model.ts';
import { dealersStore } from './queries.ts';

/** Active and inactive dealers as stored on this device. */
export async function getDealers(given?: Sync): Promise<Dealer[]> {
  const sync = given ?? (await startedSync());
  return storedOrBundled(sync, dealersStore(sync), 'dealers', toDealer);
}
