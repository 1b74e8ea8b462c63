// One table of site-settings cases: the superadmin's form (src/lib/site-settings-form.ts) and
// the database (public.site_settings' checks) must both refuse each bad case and accept each
// good one.
import type {
  SiteSettingsField,
  SiteSettingsForm,
  SiteSettingsRow,
} from '../../src/lib/site-settings-form.ts';

export const VALID_SETTINGS: SiteSettingsForm = {
  sales_phone: '+91 98200 45120',
  quotation_phone: '022-4000 1234',
  catalog_url: 'https://mgrid.example/catalogue.pdf',
  ga_measurement_id: 'G-AB12CD34EF',
  company_address: 'Unit 12, MIDC Road, Andheri East, Mumbai 400093',
  hero_title: 'Precision you can see',
  hero_subtitle: 'Green-beam lasers for Indian sites',
  best_seller_title: 'Best sellers',
  best_seller_subtitle: 'What contractors reach for first',
  contact_email: 'sales@mgrid.example',
  footer_about: 'MGRID makes professional laser levels.',
  footer_copyright: '© 2026 MGRID Tools Pvt. Ltd.',
  delivery_fee: '150',
  free_delivery_threshold: '5,000',
  delivery_fee_description: 'Free delivery on orders above ₹5,000',
  seller_state: 'Maharashtra',
  gstin: '27AABCM1234F1Z5',
  upi_id: 'mgrid@upi',
  upi_payee_name: 'MGRID Tools Pvt Ltd',
  social_links: { facebook: 'https://www.facebook.com/mgridtools', instagram: '', youtube: '' },
};

export interface SettingsRuleCase {
  name: string;
  change: Partial<SiteSettingsForm>;
  /** The field whose message shows; null when the settings are valid. */
  field: SiteSettingsField | null;
  /**
   * What the database is sent instead, when the form's text has no row form (an amount the
   * form cannot parse); 'form only' when the database could not even be sent it.
   */
  db?: Partial<SiteSettingsRow> | 'form only';
}

export const SETTINGS_RULE_CASES: SettingsRuleCase[] = [
  { name: 'complete settings', change: {}, field: null },
  {
    name: 'optional fields left blank',
    change: {
      sales_phone: '',
      catalog_url: '',
      ga_measurement_id: '',
      contact_email: '',
      gstin: '',
      upi_id: '',
      upi_payee_name: '',
    },
    field: null,
  },
  { name: 'free delivery for every order', change: { free_delivery_threshold: '0' }, field: null },
  { name: 'no delivery fee', change: { delivery_fee: '0' }, field: null },
  { name: 'a fee with paise', change: { delivery_fee: '149.50' }, field: null },
  {
    name: 'a GSTIN of Karnataka',
    change: { seller_state: 'Karnataka', gstin: '29AABCM1234F1Z5' },
    field: null,
  },
  {
    name: 'a negative delivery fee',
    change: { delivery_fee: '-1' },
    field: 'delivery_fee',
    db: { delivery_fee_in_paise: -100 },
  },
  {
    name: 'a fee that is not a number',
    change: { delivery_fee: 'free' },
    field: 'delivery_fee',
    db: 'form only',
  },
  {
    name: 'a fee above ₹1,00,000',
    change: { delivery_fee: '100000.01' },
    field: 'delivery_fee',
    db: { delivery_fee_in_paise: 10_000_001 },
  },
  {
    name: 'a negative threshold',
    change: { free_delivery_threshold: '-5000' },
    field: 'free_delivery_threshold',
    db: { free_delivery_threshold_in_paise: -500_000 },
  },
  {
    name: 'a blank delivery description',
    change: { delivery_fee_description: '   ' },
    field: 'delivery_fee_description',
  },
  { name: 'a GSTIN of the wrong shape', change: { gstin: '27AABCM1234F1X5' }, field: 'gstin' },
  { name: 'a GSTIN from another state', change: { gstin: '29AABCM1234F1Z5' }, field: 'gstin' },
  { name: 'an unknown seller state', change: { seller_state: 'Bombay' }, field: 'seller_state' },
  { name: 'a UPI id without a provider', change: { upi_id: 'mgrid' }, field: 'upi_id' },
  { name: 'a UPI id without a payee', change: { upi_payee_name: ' ' }, field: 'upi_payee_name' },
  { name: 'a phone with letters', change: { sales_phone: 'call us' }, field: 'sales_phone' },
  { name: 'a phone too short', change: { quotation_phone: '12345' }, field: 'quotation_phone' },
  {
    name: 'an email without a domain',
    change: { contact_email: 'sales@' },
    field: 'contact_email',
  },
  { name: 'a script link', change: { catalog_url: 'javascript:alert(1)' }, field: 'catalog_url' },
  {
    name: 'a bad analytics id',
    change: { ga_measurement_id: 'UA-1234' },
    field: 'ga_measurement_id',
  },
  { name: 'a hero title too long', change: { hero_title: 'x'.repeat(121) }, field: 'hero_title' },
  {
    name: 'a plain-http social link',
    change: { social_links: { facebook: 'http://facebook.com/mgrid' } },
    field: 'social_links.facebook',
  },
];
