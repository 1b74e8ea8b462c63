// Reads the open positions over REST (anon may read only open ones; the filter keeps an
// admin's view the same). With no backend the bundle is the truth; when the server cannot be
// reached the last list stays, and the next visit or the browser coming online asks again.
import { startedSync } from '../engine/app-sync.ts';
import { runtimeOf } from '../engine/runtime-of.ts';
import { toPositions } from './model.ts';
import { keepPositions } from './positions-store.ts';

/** The columns and order of the bundled file (sync/fallback/rows.ts). */
const COLUMNS = 'id,title,location,employment_type,description,sort_order';

let running: Promise<void> | null = null;

export function refreshPositions(): Promise<void> {
  running ??= (async () => {
    const { client } = runtimeOf(await startedSync());
    if (!client) return;
    const { data, error } = await client
      .from('careers_positions')
      .select(COLUMNS)
      .eq('is_open', true)
      .order('sort_order')
      .order('title');
    const positions = error ? null : toPositions(data);
    if (positions) keepPositions(positions);
  })()
    .catch(() => undefined) // offline: what the device has stays
    .finally(() => {
      running = null;
    });
  return running;
}
