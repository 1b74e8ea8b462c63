// Site settings read outside React (the chat assistant): what the pages show.
import { startedSync } from '../engine/app-sync.ts';
import type { Sync } from '../engine/runtime.ts';
import { bundledRows } from '../fallback/bundle.ts';
import { pulled } from '../fallback/stored-or-bundled.ts';
import { toSiteSettings, type SiteSettings } from './model.ts';
import { siteSettingsStore } from './queries.ts';
import type { SiteSettingsDoc } from './schema.ts';

export async function getSiteSettings(given?: Sync): Promise<SiteSettings> {
  const sync = given ?? (await startedSync());
  const stored = await siteSettingsStore(sync).ready();
  if (pulled(sync, 'site_settings')) return stored;
  const [bundled] = await bundledRows('site_settings');
  return bundled ? toSiteSettings(bundled as unknown as SiteSettingsDoc) : stored;
}
