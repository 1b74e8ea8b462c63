// The superadmin's server reads as hooks: each says loading, its value, or why it failed
// (offline: OFFLINE_ACTION), and reads again when its key changes or `reload` is called.
import { DEFAULT_SELLER_STATE } from '../../src/lib/constants.ts';
import type { SiteSettingsRow } from '../../src/lib/site-settings-form.ts';
import type { UserFilter } from '../../src/lib/user-directory.ts';
import { useSiteSettings } from '../catalogue/hooks.ts';
import type { SiteSettings } from '../catalogue/model.ts';
import { useRemote, type Remote } from '../engine/use-remote.ts';
import { fetchPermissions, fetchSiteSettings, fetchUser, fetchUserPage } from './server.ts';

export const useUserPage = (filter: UserFilter) =>
  useRemote(JSON.stringify(filter), (runtime) => fetchUserPage(runtime, filter));

export const useManagedUser = (id: string) =>
  useRemote(`user:${id}`, (runtime) => fetchUser(runtime, id));

export const useUserPermissions = (userId: string) =>
  useRemote(`permissions:${userId}`, (runtime) => fetchPermissions(runtime, userId));

export const useServerSiteSettings = () => useRemote('site-settings', fetchSiteSettings);

/** The device's copy of the settings (replicated for the storefront), in the row's shape. */
function rowOf(s: SiteSettings): SiteSettingsRow {
  return {
    sales_phone: s.salesPhone,
    quotation_phone: s.quotationPhone,
    catalog_url: s.catalogUrl,
    ga_measurement_id: s.gaMeasurementId,
    company_address: s.companyAddress,
    hero_title: s.heroTitle,
    hero_subtitle: s.heroSubtitle,
    best_seller_title: s.bestSellerTitle,
    best_seller_subtitle: s.bestSellerSubtitle,
    contact_email: s.contactEmail,
    footer_about: s.footerAbout,
    social_links: s.socialLinks,
    footer_copyright: s.footerCopyright,
    delivery_fee_in_paise: s.deliveryFeeInPaise,
    free_delivery_threshold_in_paise: s.freeDeliveryThresholdInPaise,
    delivery_fee_description: s.deliveryFeeDescription ?? '',
    seller_state: s.sellerState ?? DEFAULT_SELLER_STATE,
    gstin: s.gstin,
    upi_id: s.upiId,
    upi_payee_name: s.upiPayeeName,
  };
}

/**
 * The settings to edit: the server's row; when it cannot be read (offline), the device's
 * copy, marked `fromDevice`, so changes can be prepared and saved once back online.
 */
export function useEditableSiteSettings(): Remote<SiteSettingsRow> & { fromDevice: boolean } {
  const server = useServerSiteSettings();
  const device = useSiteSettings();
  if (server.value || !server.error) return { ...server, fromDevice: false };
  return { ...server, value: rowOf(device), fromDevice: true };
}
