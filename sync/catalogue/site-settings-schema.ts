// The site_settings collection: the one row of public.site_settings (id 'default').
import type { RxJsonSchema } from 'rxdb';
import * as f from '../engine/fields.ts';

export interface SiteSettingsDoc {
  id: string;
  sales_phone: string | null;
  quotation_phone: string | null;
  catalog_url: string | null;
  ga_measurement_id: string | null;
  company_address: string | null;
  hero_title: string | null;
  hero_subtitle: string | null;
  best_seller_title: string | null;
  best_seller_subtitle: string | null;
  contact_email: string | null;
  footer_about: string | null;
  social_links: Record<string, string>;
  footer_copyright: string | null;
  delivery_fee_in_paise: number | null;
  free_delivery_threshold_in_paise: number | null;
  delivery_fee_description: string | null;
  seller_state: string | null;
  gstin: string | null;
  upi_id: string | null;
  upi_payee_name: string | null;
  _modified: string | null;
}

export const siteSettingsSchema: RxJsonSchema<SiteSettingsDoc> = {
  title: 'site_settings',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
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
  },
  required: ['id'],
};
