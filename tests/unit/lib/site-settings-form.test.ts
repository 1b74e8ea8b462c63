import { describe, expect, it } from 'vitest';
import {
  SETTINGS_MESSAGES,
  paiseToRupees,
  rupeesToPaise,
  settingsRefusal,
  siteSettingsFormOf,
  siteSettingsRowOf,
  tooLong,
  validateSiteSettings,
} from '../../../src/lib/site-settings-form.ts';
import { SETTINGS_RULE_CASES, VALID_SETTINGS } from '../../fixtures/rules/site-settings.ts';

describe('the site settings form', () => {
  it.each(SETTINGS_RULE_CASES)('$name: $field', ({ change, field }) => {
    const errors = validateSiteSettings({ ...VALID_SETTINGS, ...change });
    expect(Object.keys(errors)).toEqual(field === null ? [] : [field]);
  });

  it('says what is wrong in words', () => {
    const errors = validateSiteSettings({
      ...VALID_SETTINGS,
      delivery_fee: '-150',
      gstin: '29AABCM1234F1ZT',
      hero_title: 'x'.repeat(121),
    });
    expect(errors).toEqual({
      delivery_fee: SETTINGS_MESSAGES.deliveryFee,
      gstin: 'The GSTIN must start with the seller state’s GST code',
      hero_title: tooLong(120),
    });
  });

  it('reads rupees as typed, exactly, into paise', () => {
    expect(rupeesToPaise('150')).toBe(15_000);
    expect(rupeesToPaise('₹ 5,000')).toBe(500_000);
    expect(rupeesToPaise('149.5')).toBe(14_950);
    expect(rupeesToPaise('0.07')).toBe(7);
    for (const bad of ['', '-1', '1.234', 'free', '1e3', '.5'])
      expect(rupeesToPaise(bad)).toBeNull();
    expect(paiseToRupees(15_000)).toBe('150');
    expect(paiseToRupees(14_950)).toBe('149.50');
  });

  it('turns the form into the row and back', () => {
    const row = siteSettingsRowOf({
      ...VALID_SETTINGS,
      gstin: ' 27aabcm1234f1zx ',
      seller_state: ' maharashtra',
      catalog_url: '  ',
    });
    expect(row).toMatchObject({
      gstin: '27AABCM1234F1ZX',
      seller_state: 'Maharashtra',
      catalog_url: null,
      delivery_fee_in_paise: 15_000,
      free_delivery_threshold_in_paise: 500_000,
      social_links: { facebook: 'https://www.facebook.com/mgridtools' },
    });
    const form = siteSettingsFormOf(row);
    expect(form.delivery_fee).toBe('150');
    expect(form.catalog_url).toBe('');
    // Every network has a field, set or not.
    expect(Object.keys(form.social_links)).toEqual([
      'facebook',
      'instagram',
      'youtube',
      'linkedin',
      'x',
    ]);
  });

  it('keeps the legal name and registered address for invoices, never blanking them', () => {
    expect(siteSettingsRowOf(VALID_SETTINGS)).toMatchObject({
      legal_name: 'MGRID Tools Private Limited',
      registered_address: 'Unit 12, MIDC Road, Andheri East, Mumbai, Maharashtra 400093',
    });
    // A form started from the device's copy has them blank: the update leaves them out.
    const blank = siteSettingsRowOf({ ...VALID_SETTINGS, legal_name: ' ', registered_address: '' });
    expect('legal_name' in blank || 'registered_address' in blank).toBe(false);
    expect(validateSiteSettings({ ...VALID_SETTINGS, legal_name: 'M'.repeat(201) })).toEqual({
      legal_name: tooLong(200),
    });
  });

  it('saves the Hindi texts as typed, and a blank one as null (English shown)', () => {
    const row = siteSettingsRowOf({
      ...VALID_SETTINGS,
      hero_title_hi: '  सटीकता जो साफ़ दिखे ',
      footer_about_hi: '   ',
    });
    expect(row).toMatchObject({
      hero_title_hi: 'सटीकता जो साफ़ दिखे',
      best_seller_subtitle_hi: null,
      footer_about_hi: null,
      delivery_fee_description_hi: '₹5,000 से ज़्यादा के ऑर्डर पर मुफ़्त डिलीवरी',
      // The English description stays required and as it was.
      delivery_fee_description: 'Free delivery on orders above ₹5,000',
    });
    const form = siteSettingsFormOf(row);
    expect(form.hero_title_hi).toBe('सटीकता जो साफ़ दिखे');
    expect(form.footer_about_hi).toBe('');
  });

  it('explains a refusal by the database against the field it concerns', () => {
    expect(
      settingsRefusal(
        'new row for relation "site_settings" violates check constraint "site_settings_delivery_fee_in_paise_check"',
      ),
    ).toEqual({
      field: 'delivery_fee',
      message: `The database refused this: ${SETTINGS_MESSAGES.deliveryFee}`,
    });
    expect(
      settingsRefusal('violates check constraint "site_settings_gstin_state_rule"').message,
    ).toContain(SETTINGS_MESSAGES.gstinState);
    // A Hindi column's name contains its English one's: the Hindi field is the one marked.
    expect(
      settingsRefusal('violates check constraint "site_settings_hero_title_hi_length"'),
    ).toEqual({ field: 'hero_title_hi', message: 'The database refused this: too long' });
    expect(
      settingsRefusal(
        'violates check constraint "site_settings_delivery_fee_description_hi_length"',
      ).field,
    ).toBe('delivery_fee_description_hi');
    expect(settingsRefusal('permission denied for table site_settings')).toEqual({
      field: null,
      message: 'permission denied for table site_settings',
    });
  });
});
