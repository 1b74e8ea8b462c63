// What the app host reads from the shop's site settings: only whether Google Analytics is set
// up, which decides whether the CSP lists its hosts.
import type { Engine } from '../db/engine.ts';

/**
 * Whether the shop has Google Analytics set up (site settings): only then does the CSP list
 * its hosts. Read per page, so turning it on needs no restart.
 */
export async function analyticsConfigured(engine: Engine): Promise<boolean> {
  try {
    const { rows } = await engine.query<{ on: boolean }>(
      "select ga_measurement_id is not null as on from public.site_settings where id = 'default'",
    );
    return rows[0]?.on === true;
  } catch {
    return false;
  }
}
