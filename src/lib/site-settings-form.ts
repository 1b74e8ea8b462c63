// The superadmin's site settings form (docs/product.md#data-the-shop-keeps): every field as typed,
// the rules the database checks (site_settings constraints in 20261121000200_catalogue.sql and
// 20261123600100_site_settings_rules.sql; never looser than them), and the row it saves.
// tests/fixtures/rules/site-settings.ts is replayed against both, so they cannot drift.
import { GST_STATE_CODES, gstinProblem, normaliseGstin } from './gstin.ts';
import { findIndianState } from './indian-states.ts';
import { isSafeLink } from './product-form.ts';
import type { FieldErrors } from './validation.ts';
import { isValidEmail } from './validation.ts';

/** The one row of public.site_settings, as the database stores it. */
export interface SiteSettingsRow {
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
  delivery_fee_in_paise: number;
  free_delivery_threshold_in_paise: number;
  delivery_fee_description: string;
  seller_state: string;
  gstin: string | null;
  upi_id: string | null;
  upi_payee_name: string | null;
  /**
   * The seller's registered legal name and address, printed on tax invoices (confirming an
   * order is refused until they and the GSTIN are set). Optional here: a copy of the settings
   * kept on a device does not carry them, and saving from it leaves them as they are.
   */
  legal_name?: string | null;
  registered_address?: string | null;
  /** The shopper texts in Hindi: null shows the English text on Hindi pages. */
  hero_title_hi: string | null;
  hero_subtitle_hi: string | null;
  best_seller_title_hi: string | null;
  best_seller_subtitle_hi: string | null;
  footer_about_hi: string | null;
  delivery_fee_description_hi: string | null;
}

type TextColumn = Exclude<
  keyof SiteSettingsRow,
  'social_links' | 'delivery_fee_in_paise' | 'free_delivery_threshold_in_paise'
>;

/** The form: every text as typed; the two amounts as rupee text; links per network. */
export type SiteSettingsForm = Record<TextColumn, string> & {
  delivery_fee: string;
  free_delivery_threshold: string;
  social_links: Record<string, string>;
};

export type SiteSettingsField = keyof SiteSettingsForm | `social_links.${string}`;

/** Networks the footer offers a field for, whether set or not. */
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'youtube', 'linkedin', 'x'] as const;

/** Longest text per column (the database's limits). */
export const SETTINGS_TEXT_LIMITS: Record<TextColumn, number> = {
  sales_phone: 20,
  quotation_phone: 20,
  catalog_url: 500,
  ga_measurement_id: 18,
  company_address: 300,
  hero_title: 120,
  hero_subtitle: 300,
  best_seller_title: 120,
  best_seller_subtitle: 300,
  contact_email: 254,
  footer_about: 1000,
  footer_copyright: 200,
  delivery_fee_description: 200,
  seller_state: 60,
  gstin: 15,
  upi_id: 128,
  upi_payee_name: 100,
  legal_name: 200,
  registered_address: 300,
  // The Hindi texts have their English counterparts' room (20261127100200_hindi_editors.sql).
  hero_title_hi: 120,
  hero_subtitle_hi: 300,
  best_seller_title_hi: 120,
  best_seller_subtitle_hi: 300,
  footer_about_hi: 1000,
  delivery_fee_description_hi: 200,
};
export const SOCIAL_LINK_MAX = 300;
/** ₹1,00,000: a delivery fee above it is a typo (an extra zero or two). */
export const MAX_DELIVERY_FEE_IN_PAISE = 10_000_000;
/** ₹1 crore, within the database's integer column. */
export const MAX_FREE_DELIVERY_THRESHOLD_IN_PAISE = 1_000_000_000;

export const SETTINGS_MESSAGES = {
  phone: 'Use a phone number like +91 98200 45120 (8 to 15 digits)',
  catalogUrl: 'The link must be a site path (/...) or an http(s) address',
  gaMeasurementId: 'A Google Analytics id looks like G-XXXXXXXXXX',
  contactEmail: 'Please enter a valid email address',
  socialLink: 'Use a full https:// address',
  deliveryFee: 'Enter the fee in rupees, 0 or more (up to ₹1,00,000), e.g. 150',
  freeDeliveryThreshold: 'Enter the amount in rupees, 0 or more (up to ₹1,00,00,000), e.g. 5000',
  deliveryFeeDescription: 'Describe the delivery fee for shoppers',
  sellerState: 'Choose the state where the seller is registered for GST',
  gstin: 'A GSTIN has 15 characters ending in its check digit, like 27AABCM1234F1ZX',
  gstinState: 'The GSTIN must start with the seller state’s GST code',
  upiId: 'A UPI id looks like name@bank',
  upiPayeeName: 'Give the payee name shown in UPI apps',
} as const;

export const tooLong = (max: number) => `At most ${max} characters`;

const GA_ID = /^G-[A-Z0-9]{4,16}$/;
const UPI_ID = /^[A-Za-z0-9._-]{2,64}@[A-Za-z][A-Za-z0-9]{1,63}$/;
const PHONE = /^\+?[0-9 ()-]{8,20}$/;
const SOCIAL_URL = /^https:\/\/\S+$/;

export const isSettingsPhone = (text: string) => {
  const digits = text.replace(/\D/g, '').length;
  return PHONE.test(text) && digits >= 8 && digits <= 15;
};

/**
 * Rupee text as typed ("150", "1,500.50", "₹ 5,000") to integer paise; null unless it is a
 * plain non-negative amount with at most two decimals.
 */
export function rupeesToPaise(text: string): number | null {
  const clean = text.replace(/[₹,\s]/g, '');
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(clean);
  if (!match) return null;
  const paise = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(paise) ? paise : null;
}

/** Paise as rupee text for the form: 15000 -> "150", 15050 -> "150.50". */
export function paiseToRupees(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return rest === 0 ? String(rupees) : `${rupees}.${String(rest).padStart(2, '0')}`;
}

const TEXT_COLUMNS = Object.keys(SETTINGS_TEXT_LIMITS) as TextColumn[];

export function siteSettingsFormOf(row: SiteSettingsRow): SiteSettingsForm {
  const text = Object.fromEntries(TEXT_COLUMNS.map((c) => [c, row[c] ?? ''])) as Record<
    TextColumn,
    string
  >;
  const social: Record<string, string> = Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, '']));
  for (const [network, url] of Object.entries(row.social_links ?? {})) social[network] = url;
  return {
    ...text,
    social_links: social,
    delivery_fee: paiseToRupees(row.delivery_fee_in_paise),
    free_delivery_threshold: paiseToRupees(row.free_delivery_threshold_in_paise),
  };
}

/** Only the fields in error, each with the message to show beside it. */
export function validateSiteSettings(form: SiteSettingsForm): FieldErrors<SiteSettingsField> {
  const m = SETTINGS_MESSAGES;
  const errors: FieldErrors<SiteSettingsField> = {};
  const v = (c: TextColumn) => form[c].trim();
  for (const c of TEXT_COLUMNS) {
    if (v(c).length > SETTINGS_TEXT_LIMITS[c]) errors[c] = tooLong(SETTINGS_TEXT_LIMITS[c]);
  }
  const check = (c: TextColumn, ok: (text: string) => boolean, message: string) => {
    if (!errors[c] && v(c) !== '' && !ok(v(c))) errors[c] = message;
  };
  check('sales_phone', isSettingsPhone, m.phone);
  check('quotation_phone', isSettingsPhone, m.phone);
  check('catalog_url', isSafeLink, m.catalogUrl);
  check('ga_measurement_id', (t) => GA_ID.test(t), m.gaMeasurementId);
  check('contact_email', isValidEmail, m.contactEmail);
  check('upi_id', (t) => UPI_ID.test(t), m.upiId);
  // The same check as checkout's and the database's, saying what is wrong (checksum included).
  const gstin = v('gstin') === '' ? null : gstinProblem(v('gstin'));
  if (!errors.gstin && gstin) errors.gstin = gstin;
  if (!errors.delivery_fee_description && v('delivery_fee_description') === '') {
    errors.delivery_fee_description = m.deliveryFeeDescription;
  }
  const state = findIndianState(form.seller_state);
  if (!state) errors.seller_state = m.sellerState;
  const code = state ? GST_STATE_CODES[state] : undefined;
  if (!errors.gstin && v('gstin') !== '' && code && !normaliseGstin(v('gstin')).startsWith(code)) {
    errors.gstin = m.gstinState;
  }
  if (!errors.upi_id && v('upi_id') !== '' && v('upi_payee_name') === '') {
    errors.upi_payee_name = m.upiPayeeName;
  }
  const fee = rupeesToPaise(form.delivery_fee);
  if (fee === null || fee > MAX_DELIVERY_FEE_IN_PAISE) errors.delivery_fee = m.deliveryFee;
  const threshold = rupeesToPaise(form.free_delivery_threshold);
  if (threshold === null || threshold > MAX_FREE_DELIVERY_THRESHOLD_IN_PAISE) {
    errors.free_delivery_threshold = m.freeDeliveryThreshold;
  }
  for (const [network, url] of Object.entries(form.social_links)) {
    const text = url.trim();
    if (text === '') continue;
    if (text.length > SOCIAL_LINK_MAX) errors[`social_links.${network}`] = tooLong(SOCIAL_LINK_MAX);
    else if (!SOCIAL_URL.test(text)) errors[`social_links.${network}`] = m.socialLink;
  }
  return errors;
}

/** The row to save (call after validateSiteSettings found nothing): blanks are null. */
export function siteSettingsRowOf(form: SiteSettingsForm): SiteSettingsRow {
  const text = Object.fromEntries(
    TEXT_COLUMNS.map((c) => [c, form[c].trim() === '' ? null : form[c].trim()]),
  ) as Record<TextColumn, string | null>;
  const social = Object.fromEntries(
    Object.entries(form.social_links)
      .map(([network, url]) => [network, url.trim()] as const)
      .filter(([, url]) => url !== ''),
  );
  // Blank legal name or address is left out: the database keeps what it has (see the row type).
  const { legal_name, registered_address, ...rest } = text;
  return {
    ...rest,
    ...(legal_name === null ? {} : { legal_name }),
    ...(registered_address === null ? {} : { registered_address }),
    gstin: text.gstin === null ? null : normaliseGstin(text.gstin),
    seller_state: findIndianState(form.seller_state) ?? form.seller_state.trim(),
    delivery_fee_description: form.delivery_fee_description.trim(),
    social_links: social,
    delivery_fee_in_paise: rupeesToPaise(form.delivery_fee) ?? 0,
    free_delivery_threshold_in_paise: rupeesToPaise(form.free_delivery_threshold) ?? 0,
  };
}

// A name that contains another comes first ("hero_title_hi" before "hero_title").
const COLUMN_FIELD: [string, SiteSettingsField][] = [
  ...TEXT_COLUMNS.filter((c) => c.endsWith('_hi')).map(
    (c) => [c, c] as [string, SiteSettingsField],
  ),
  ['free_delivery_threshold', 'free_delivery_threshold'],
  ['delivery_fee_description', 'delivery_fee_description'],
  ['delivery_fee', 'delivery_fee'],
  ['social_links', 'social_links'],
  ...TEXT_COLUMNS.map((c) => [c, c] as [string, SiteSettingsField]),
];

/**
 * A refusal by the database, as the field it concerns and a message a person understands:
 * check constraints are named after their column ("site_settings_gstin_check").
 */
export function settingsRefusal(message: string): {
  field: SiteSettingsField | null;
  message: string;
} {
  const constraint = /check constraint "([^"]+)"/.exec(message)?.[1];
  const found = constraint && COLUMN_FIELD.find(([column]) => constraint.includes(column));
  if (!found) return { field: null, message };
  const field = found[1];
  const known: Partial<Record<SiteSettingsField, string>> = {
    sales_phone: SETTINGS_MESSAGES.phone,
    quotation_phone: SETTINGS_MESSAGES.phone,
    catalog_url: SETTINGS_MESSAGES.catalogUrl,
    ga_measurement_id: SETTINGS_MESSAGES.gaMeasurementId,
    contact_email: SETTINGS_MESSAGES.contactEmail,
    social_links: SETTINGS_MESSAGES.socialLink,
    delivery_fee: SETTINGS_MESSAGES.deliveryFee,
    free_delivery_threshold: SETTINGS_MESSAGES.freeDeliveryThreshold,
    delivery_fee_description: SETTINGS_MESSAGES.deliveryFeeDescription,
    seller_state: SETTINGS_MESSAGES.sellerState,
    gstin: constraint.includes('state') ? SETTINGS_MESSAGES.gstinState : SETTINGS_MESSAGES.gstin,
    upi_id: SETTINGS_MESSAGES.upiId,
    upi_payee_name: SETTINGS_MESSAGES.upiPayeeName,
  };
  return {
    field,
    message: `The database refused this: ${constraint.includes('length') ? 'too long' : (known[field] ?? message)}`,
  };
}
