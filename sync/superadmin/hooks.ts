// The superadmin's server reads as hooks: each says loading, its value, or why it failed
// (offline: OFFLINE_ACTION), and reads again when its key changes or `reload` is called.
import type { SiteSettingsRow } from '../../src/lib/site-settings-form.ts';
import type { UserFilter } from '../../src/lib/user-directory.ts';
import { useSiteSettings } from '../site-settings/hooks.ts';
import { siteSettingsRowFrom } from '../site-settings/model.ts';
import { useRemote, type Remote } from '../engine/use-remote.ts';
import { fetchClientErrorGroups } from './client-errors.ts';
import { fetchWebVitalsP75 } from './web-vitals.ts';
import { fetchPermissions, fetchSiteSettings, fetchUser, fetchUserPage } from './server.ts';

export const useUserPage = (filter: UserFilter) =>
  useRemote(JSON.stringify(filter), (runtime) => fetchUserPage(runtime, filter));

export const useManagedUser = (id: string) =>
  useRemote(`user:${id}`, (runtime) => fetchUser(runtime, id));

export const useUserPermissions = (userId: string) =>
  useRemote(`permissions:${userId}`, (runtime) => fetchPermissions(runtime, userId));

export const useClientErrorGroups = () => useRemote('client-errors', fetchClientErrorGroups);

export const useWebVitalsP75 = () => useRemote('web-vitals', fetchWebVitalsP75);

export const useServerSiteSettings = () => useRemote('site-settings', fetchSiteSettings);

/**
 * The settings to edit: the server's row; when it cannot be read (offline), the device's
 * copy, marked `fromDevice`, so changes can be prepared and saved once back online.
 */
export function useEditableSiteSettings(): Remote<SiteSettingsRow> & { fromDevice: boolean } {
  const server = useServerSiteSettings();
  const device = useSiteSettings();
  if (server.value || !server.error) return { ...server, fromDevice: false };
  return { ...server, value: siteSettingsRowFrom(device), fromDevice: true };
}
