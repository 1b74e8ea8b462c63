// The site settings every page reads (contact details, the home hero, delivery fees).
import { useAppLive } from '../engine/use-store.ts';
import { usePullSettled } from '../engine/use-settled.ts';
import type { SiteSettings } from './model.ts';
import { siteSettingsSnapshot, siteSettingsStore } from './queries.ts';

/** Site settings, with the spec's defaults for anything not set. */
export function useSiteSettings(): SiteSettings {
  const live = useAppLive(siteSettingsStore, siteSettingsSnapshot).value;
  const settled = usePullSettled('site_settings');
  // A first visit's empty database reads as "no settings" (the defaults) until its first pull:
  // keep the snapshot the page was painted with until then, or the hero text jumps twice.
  return settled ? live : siteSettingsSnapshot().value;
}
