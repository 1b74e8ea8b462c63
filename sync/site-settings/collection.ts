// The site_settings collection as the engine runs it: the one row of public.site_settings,
// pulled live, with a bundled copy (the defaults otherwise).
import { SETTINGS_LOAD_FAILED } from '../../src/lib/messages.ts';
import type { CataloguePull, CollectionDescriptor } from '../engine/collection.ts';
import { bundledRows } from '../fallback/bundle.ts';
import { siteSettingsMigrations, siteSettingsSchema, type SiteSettingsDoc } from './schema.ts';

export const siteSettingsCollection: CollectionDescriptor<
  'site_settings',
  SiteSettingsDoc,
  CataloguePull
> = {
  name: 'site_settings',
  schema: siteSettingsSchema,
  migrationStrategies: siteSettingsMigrations,
  sync: { kind: 'catalogue', table: 'site_settings', firstLoadFailed: SETTINGS_LOAD_FAILED },
  bundled: () => bundledRows('site_settings'),
};
