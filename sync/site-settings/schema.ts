// The site_settings collection: the one row of public.site_settings (id 'default').
import type { MigrationStrategies, RxJsonSchema } from 'rxdb';
import type { SiteSettingsRow } from '../../src/lib/site-settings-form.ts';
import * as f from '../engine/fields.ts';

/**
 * The device's copy of the server's row (src/lib/site-settings-form.ts owns the column list);
 * any column but social_links may be null here (toSiteSettings falls back to defaults).
 */
export type SiteSettingsDoc = {
  // The seller's legal name and registered address are read online only (the invoices carry
  // their own frozen copy), so the device's copy needs no new schema version for them. The
  // Hindi texts are optional below (absent before version 2).
  [
    C in Exclude<keyof SiteSettingsRow, 'legal_name' | 'registered_address' | SiteTextHiColumn>
  ]-?: C extends 'social_links' ? SiteSettingsRow[C] : SiteSettingsRow[C] | null;
} & {
  id: string;
  _modified: string | null;
  /**
   * "Only N left" at or below this many; the order desk's setting, not in the
   * superadmin's form (SiteSettingsRow). Absent in version 0.
   */
  low_stock_threshold?: number | null;
} & { [C in SiteTextHiColumn]?: string | null } & { [C in CodLimitColumn]?: number | null };

/**
 * The cash-on-delivery unit limits (the checkout says the per-order one before placing);
 * absent before version 3. Not in the superadmin's form (SiteSettingsRow).
 */
export const COD_LIMIT_COLUMNS = [
  'cod_max_units_per_order',
  'cod_max_units_per_business_order',
  'cod_max_units_per_buyer_day',
  'cod_max_units_per_business_buyer_day',
] as const;
export type CodLimitColumn = (typeof COD_LIMIT_COLUMNS)[number];

type SiteSettingsDocV2 = Omit<SiteSettingsDoc, CodLimitColumn>;

/** The Hindi of the texts shoppers read; absent before version 2. */
export const SITE_TEXT_HI_COLUMNS = [
  'hero_title_hi',
  'hero_subtitle_hi',
  'best_seller_title_hi',
  'best_seller_subtitle_hi',
  'footer_about_hi',
  'delivery_fee_description_hi',
] as const;
export type SiteTextHiColumn = (typeof SITE_TEXT_HI_COLUMNS)[number];

type SiteSettingsDocV1 = Omit<SiteSettingsDocV2, SiteTextHiColumn>;
type SiteSettingsDocV0 = Omit<SiteSettingsDocV1, 'low_stock_threshold'>;

const propertiesV0 = {
  id: f.id(32),
  sales_phone: f.optionalText,
  quotation_phone: f.optionalText,
  catalog_url: f.optionalText,
  ga_measurement_id: f.optionalText,
  company_address: f.optionalText,
  hero_title: f.optionalText,
  hero_subtitle: f.optionalText,
  best_seller_title: f.optionalText,
  best_seller_subtitle: f.optionalText,
  contact_email: f.optionalText,
  footer_about: f.optionalText,
  social_links: f.json,
  footer_copyright: f.optionalText,
  delivery_fee_in_paise: f.optionalInteger,
  free_delivery_threshold_in_paise: f.optionalInteger,
  delivery_fee_description: f.optionalText,
  seller_state: f.optionalText,
  gstin: f.optionalText,
  upi_id: f.optionalText,
  upi_payee_name: f.optionalText,
  _modified: f.serverTime,
} as const;

export const siteSettingsSchemaV0: RxJsonSchema<SiteSettingsDocV0> = {
  title: 'site_settings',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: propertiesV0,
  required: ['id'],
};

const propertiesV1 = { ...propertiesV0, low_stock_threshold: f.optionalInteger } as const;

export const siteSettingsSchemaV1: RxJsonSchema<SiteSettingsDocV1> = {
  title: 'site_settings',
  version: 1,
  primaryKey: 'id',
  type: 'object',
  properties: propertiesV1,
  required: ['id'],
};

export const siteSettingsSchemaV2: RxJsonSchema<SiteSettingsDocV2> = {
  title: 'site_settings',
  version: 2,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...propertiesV1,
    hero_title_hi: f.optionalText,
    hero_subtitle_hi: f.optionalText,
    best_seller_title_hi: f.optionalText,
    best_seller_subtitle_hi: f.optionalText,
    footer_about_hi: f.optionalText,
    delivery_fee_description_hi: f.optionalText,
  },
  required: ['id'],
};

export const siteSettingsSchema: RxJsonSchema<SiteSettingsDoc> = {
  ...siteSettingsSchemaV2,
  version: 3,
  properties: {
    ...siteSettingsSchemaV2.properties,
    ...Object.fromEntries(COD_LIMIT_COLUMNS.map((column) => [column, f.optionalInteger])),
  },
} as RxJsonSchema<SiteSettingsDoc>;

export const siteSettingsMigrations: MigrationStrategies = {
  /** The row is kept; the threshold arrives with the next change pulled (the default till then). */
  1: (old: SiteSettingsDocV0): SiteSettingsDocV1 => ({ ...old, low_stock_threshold: null }),
  /** The row is kept in English; its Hindi texts arrive with the next change pulled. */
  2: (old: SiteSettingsDocV1): SiteSettingsDocV2 => ({
    ...old,
    ...Object.fromEntries(SITE_TEXT_HI_COLUMNS.map((column) => [column, null])),
  }),
  /** The row is kept; the limits arrive with the next change pulled (the defaults till then). */
  3: (old: SiteSettingsDocV2): SiteSettingsDoc => ({
    ...old,
    ...Object.fromEntries(COD_LIMIT_COLUMNS.map((column) => [column, null])),
  }),
};
