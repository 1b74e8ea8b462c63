// Site settings as the app sees them (docs/product.md#data-the-shop-keeps): with the defaults for
// anything not set, and the mapping to and from the server's row. The public surface of
// sync/site-settings for types.
import {
  DEFAULT_SELLER_STATE,
  DELIVERY_FEE_IN_PAISE,
  FREE_DELIVERY_THRESHOLD_IN_PAISE,
} from '../../src/lib/constants.ts';
import type { SiteSettingsRow } from '../../src/lib/site-settings-form.ts';
import { DEFAULT_COD_UNIT_LIMITS, type CodUnitLimits } from '../../src/lib/cod-limit-defaults.ts';
import { DEFAULT_LOW_STOCK_THRESHOLD, lowStockThreshold } from '../../src/lib/stock.ts';
import type { SiteSettingsDoc } from './schema.ts';

/** Site settings, with the defaults (docs/product.md#constants) for anything not set. */
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
  /** "Only N left" at or below this many units (not in the superadmin's form). */
  lowStockThreshold: number;
  /** Cash-on-delivery unit limits (not in the superadmin's form; src/lib/cod-limits.ts). */
  codUnitLimits: CodUnitLimits;
  /**
   * The shopper texts in Hindi, null where not given: shown through
   * src/lib/localized.ts, English where missing (the superadmin's form edits them).
   */
  hindi: SiteTextsHi;
}

export interface SiteTextsHi {
  heroTitle: string | null;
  heroSubtitle: string | null;
  bestSellerTitle: string | null;
  bestSellerSubtitle: string | null;
  footerAbout: string | null;
  deliveryFeeDescription: string | null;
}

const NO_HINDI: SiteTextsHi = {
  heroTitle: null,
  heroSubtitle: null,
  bestSellerTitle: null,
  bestSellerSubtitle: null,
  footerAbout: null,
  deliveryFeeDescription: null,
};

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
  lowStockThreshold: DEFAULT_LOW_STOCK_THRESHOLD,
  codUnitLimits: DEFAULT_COD_UNIT_LIMITS,
  hindi: NO_HINDI,
};

const paise = (value: number | null | undefined, fallback: number) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : fallback;

/**
 * The server's column behind each setting: the one mapping, read both ways below (a column
 * left out fails tests/unit/sync/site-settings/model.test.ts's round trip).
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
} as const satisfies {
  [
    K in Exclude<keyof SiteSettings, 'lowStockThreshold' | 'codUnitLimits' | 'hindi'>
  ]: keyof SiteSettingsRow;
};

const SETTINGS = Object.entries(SETTING_COLUMNS) as [
  Exclude<keyof SiteSettings, 'lowStockThreshold' | 'codUnitLimits' | 'hindi'>,
  (typeof SETTING_COLUMNS)[keyof typeof SETTING_COLUMNS],
][];

const units = (value: number | null | undefined, fallback: number) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 ? value : fallback;

function codUnitLimitsOf(doc: SiteSettingsDoc): CodUnitLimits {
  const d = DEFAULT_COD_UNIT_LIMITS;
  return {
    perOrder: units(doc.cod_max_units_per_order, d.perOrder),
    perBusinessOrder: units(doc.cod_max_units_per_business_order, d.perBusinessOrder),
    perBuyerDay: units(doc.cod_max_units_per_buyer_day, d.perBuyerDay),
    perBusinessBuyerDay: units(doc.cod_max_units_per_business_buyer_day, d.perBusinessBuyerDay),
  };
}

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
    lowStockThreshold: lowStockThreshold(doc.low_stock_threshold),
    codUnitLimits: codUnitLimitsOf(doc),
    hindi: {
      heroTitle: doc.hero_title_hi ?? null,
      heroSubtitle: doc.hero_subtitle_hi ?? null,
      bestSellerTitle: doc.best_seller_title_hi ?? null,
      bestSellerSubtitle: doc.best_seller_subtitle_hi ?? null,
      footerAbout: doc.footer_about_hi ?? null,
      deliveryFeeDescription: doc.delivery_fee_description_hi ?? null,
    },
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
    hero_title_hi: settings.hindi.heroTitle,
    hero_subtitle_hi: settings.hindi.heroSubtitle,
    best_seller_title_hi: settings.hindi.bestSellerTitle,
    best_seller_subtitle_hi: settings.hindi.bestSellerSubtitle,
    footer_about_hi: settings.hindi.footerAbout,
    delivery_fee_description_hi: settings.hindi.deliveryFeeDescription,
  };
}
