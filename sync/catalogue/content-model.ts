// Services, banners, dealers and site settings as the app sees them.
import {
  DEFAULT_SELLER_STATE,
  DELIVERY_FEE_IN_PAISE,
  FREE_DELIVERY_THRESHOLD_IN_PAISE,
} from '../../src/lib/constants.ts';
import type { SiteSettingsRow } from '../../src/lib/site-settings-form.ts';
import type { BannerRule } from '../../src/lib/banners.ts';
import type { BannerDoc } from './banners-schema.ts';
import type { DealerDoc } from './dealers-schema.ts';
import type { ServiceDoc } from './services-schema.ts';
import type { SiteSettingsDoc } from './site-settings-schema.ts';

export interface Service {
  id: string;
  name: string;
  category: string;
  shortDescription: string | null;
  description: string | null;
  features: string[];
  duration: string | null;
  sortOrder: number;
}

export const toService = (doc: ServiceDoc): Service => ({
  id: doc.id,
  name: doc.name,
  category: doc.category,
  shortDescription: doc.shortDescription ?? null,
  description: doc.description ?? null,
  features: doc.features ?? [],
  duration: doc.duration ?? null,
  sortOrder: doc.sort_order,
});

/** Banner rows keep the server's names: src/lib/banners.ts decides which one shows. */
export interface Banner extends BannerRule {
  title: string;
  subtitle: string | null;
  cta_text: string | null;
  cta_url: string | null;
  background_color: string;
  text_color: string;
  show_on_pages: string[];
  hide_on_pages: string[];
}

export const toBanner = (doc: BannerDoc): Banner => ({
  id: doc.id,
  title: doc.title,
  subtitle: doc.subtitle ?? null,
  cta_text: doc.cta_text ?? null,
  cta_url: doc.cta_url ?? null,
  background_color: doc.background_color,
  text_color: doc.text_color,
  is_active: doc.is_active,
  start_date: doc.start_date ?? null,
  end_date: doc.end_date ?? null,
  priority: doc.priority,
  show_on_pages: doc.show_on_pages ?? [],
  hide_on_pages: doc.hide_on_pages ?? [],
  created_at: doc.created_at,
});

export interface Dealer {
  id: string;
  name: string;
  type: string;
  address: string;
  city: string;
  state: string;
  pinCode: string;
  phone: string;
  email: string | null;
  latitude: number | null;
  longitude: number | null;
  isActive: boolean;
}

export const toDealer = (doc: DealerDoc): Dealer => ({
  id: doc.id,
  name: doc.name,
  type: doc.type,
  address: doc.address,
  city: doc.city,
  state: doc.state,
  pinCode: doc.pin_code,
  phone: doc.phone,
  email: doc.email ?? null,
  latitude: doc.latitude ?? null,
  longitude: doc.longitude ?? null,
  isActive: doc.is_active,
});

/** Site settings (spec 3), with the spec's defaults for anything not set. */
export interface SiteSettings {
  salesPhone: string | null;
  quotationPhone: string | null;
  catalogUrl: string | null;
  gaMeasurementId: string | null;
  companyAddress: string | null;
  heroTitle: string | null;
  heroSubtitle: string | null;
  bestSellerTitle: string | null;
  bestSellerSubtitle: string | null;
  contactEmail: string | null;
  footerAbout: string | null;
  socialLinks: Record<string, string>;
  footerCopyright: string | null;
  deliveryFeeInPaise: number;
  freeDeliveryThresholdInPaise: number;
  deliveryFeeDescription: string | null;
  sellerState: string | null;
  gstin: string | null;
  upiId: string | null;
  upiPayeeName: string | null;
}

export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  salesPhone: null,
  quotationPhone: null,
  catalogUrl: null,
  gaMeasurementId: null,
  companyAddress: null,
  heroTitle: null,
  heroSubtitle: null,
  bestSellerTitle: null,
  bestSellerSubtitle: null,
  contactEmail: null,
  footerAbout: null,
  socialLinks: {},
  footerCopyright: null,
  deliveryFeeInPaise: DELIVERY_FEE_IN_PAISE,
  freeDeliveryThresholdInPaise: FREE_DELIVERY_THRESHOLD_IN_PAISE,
  deliveryFeeDescription: null,
  sellerState: null,
  gstin: null,
  upiId: null,
  upiPayeeName: null,
};

const paise = (value: number | null | undefined, fallback: number) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : fallback;

/**
 * The server's column behind each setting: the one mapping, read both ways below (a column
 * left out fails tests/unit/sync/site-settings.test.ts's round trip).
 */
const SETTING_COLUMNS = {
  salesPhone: 'sales_phone',
  quotationPhone: 'quotation_phone',
  catalogUrl: 'catalog_url',
  gaMeasurementId: 'ga_measurement_id',
  companyAddress: 'company_address',
  heroTitle: 'hero_title',
  heroSubtitle: 'hero_subtitle',
  bestSellerTitle: 'best_seller_title',
  bestSellerSubtitle: 'best_seller_subtitle',
  contactEmail: 'contact_email',
  footerAbout: 'footer_about',
  socialLinks: 'social_links',
  footerCopyright: 'footer_copyright',
  deliveryFeeInPaise: 'delivery_fee_in_paise',
  freeDeliveryThresholdInPaise: 'free_delivery_threshold_in_paise',
  deliveryFeeDescription: 'delivery_fee_description',
  sellerState: 'seller_state',
  gstin: 'gstin',
  upiId: 'upi_id',
  upiPayeeName: 'upi_payee_name',
} as const satisfies { [K in keyof SiteSettings]: keyof SiteSettingsRow };

const SETTINGS = Object.entries(SETTING_COLUMNS) as [keyof SiteSettings, keyof SiteSettingsRow][];

export function toSiteSettings(doc: SiteSettingsDoc | null | undefined): SiteSettings {
  if (!doc) return DEFAULT_SITE_SETTINGS;
  const d = DEFAULT_SITE_SETTINGS;
  const read = Object.fromEntries(SETTINGS.map(([key, column]) => [key, doc[column] ?? d[key]]));
  return {
    ...(read as unknown as SiteSettings),
    deliveryFeeInPaise: paise(doc.delivery_fee_in_paise, d.deliveryFeeInPaise),
    freeDeliveryThresholdInPaise: paise(
      doc.free_delivery_threshold_in_paise,
      d.freeDeliveryThresholdInPaise,
    ),
  };
}

/**
 * The settings in the server's row shape (to edit the device's copy when the server cannot be
 * read): the two texts the database requires get the values it would default to.
 */
export function siteSettingsRowFrom(settings: SiteSettings): SiteSettingsRow {
  const row = Object.fromEntries(SETTINGS.map(([key, column]) => [column, settings[key]]));
  return {
    ...(row as unknown as SiteSettingsRow),
    delivery_fee_description: settings.deliveryFeeDescription ?? '',
    seller_state: settings.sellerState ?? DEFAULT_SELLER_STATE,
  };
}
