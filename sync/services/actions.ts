// Service reads outside React (the chat assistant, lead enrichment): what the hooks show.
import { startedSync } from '../engine/app-sync.ts';
import type { Sync } from '../engine/runtime.ts';
import { storedOrBundled } from '../fallback/stored-or-bundled.ts';
import { toService, type Service } from './model.ts';
import { servicesStore } from './queries.ts';

export async function getServices(given?: Sync): Promise<Service[]> {
  const sync = given ?? (await startedSync());
  return storedOrBundled(sync, servicesStore(sync), 'services', toService);
}
