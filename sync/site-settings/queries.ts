// The live site settings (the one row, id 'default'), and what shows before the local database
// opens: the bundled row, or the spec's defaults.
import { liveStore } from '../engine/live.ts';
import type { Sync } from '../engine/runtime.ts';
import { bundledSnapshot } from '../fallback/snapshot.ts';
import { DEFAULT_SITE_SETTINGS, toSiteSettings, type SiteSettings } from './model.ts';
import type { SiteSettingsDoc } from './schema.ts';

export const siteSettingsSnapshot = bundledSnapshot(
  'site_settings',
  (rows) => toSiteSettings((rows[0] ?? null) as SiteSettingsDoc | null),
  DEFAULT_SITE_SETTINGS,
);

export const siteSettingsStore = (sync: Sync) =>
  liveStore<SiteSettings>(
    sync,
    'site_settings',
    (db, { map }) =>
      db.site_settings
        .findOne('default')
        .$.pipe(map((doc) => toSiteSettings(doc?.toMutableJSON()))),
    siteSettingsSnapshot,
  );
