// The site settings' one column mapping, read both ways: the device's row becomes the settings
// the app reads (with the spec's defaults for what is not set) and back into the server's row
// the superadmin edits offline.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SITE_SETTINGS,
  siteSettingsRowFrom,
  toSiteSettings,
} from '../../../../sync/site-settings/model.ts';
import { siteSettingsRowOf } from '../../../../src/lib/site-settings-form.ts';
import { VALID_SETTINGS } from '../../../fixtures/rules/site-settings.ts';

const row = siteSettingsRowOf(VALID_SETTINGS);

describe('toSiteSettings', () => {
  it('reads every column into its setting', () => {
    const settings = toSiteSettings({ ...row, id: 'default', _modified: null });
    expect(settings).toMatchObject({
      salesPhone: '+91 98200 45120',
      gaMeasurementId: 'G-AB12CD34EF',
      socialLinks: { facebook: 'https://www.facebook.com/mgridtools' },
      deliveryFeeInPaise: 15_000,
      freeDeliveryThresholdInPaise: 500_000,
      sellerState: 'Maharashtra',
      upiPayeeName: 'MGRID Tools Pvt Ltd',
    });
    expect(Object.keys(settings).sort()).toEqual(Object.keys(DEFAULT_SITE_SETTINGS).sort());
  });

  it('falls back to the defaults for null columns and amounts that are not paise', () => {
    const settings = toSiteSettings({
      ...row,
      id: 'default',
      _modified: null,
      hero_title: null,
      delivery_fee_in_paise: null,
      free_delivery_threshold_in_paise: -1,
    });
    expect(settings.heroTitle).toBeNull();
    expect(settings.deliveryFeeInPaise).toBe(DEFAULT_SITE_SETTINGS.deliveryFeeInPaise);
    expect(settings.freeDeliveryThresholdInPaise).toBe(
      DEFAULT_SITE_SETTINGS.freeDeliveryThresholdInPaise,
    );
    expect(toSiteSettings(null)).toBe(DEFAULT_SITE_SETTINGS);
  });
});

describe('siteSettingsRowFrom', () => {
  it('gives back the row the settings were read from, but the legal name and address', () => {
    // Those two are read online only; a save from the device's copy leaves them as they are.
    const { legal_name: _name, registered_address: _address, ...deviceRow } = row;
    expect(
      siteSettingsRowFrom(toSiteSettings({ ...deviceRow, id: 'default', _modified: null })),
    ).toEqual(deviceRow);
  });

  it('fills the two texts the database requires when the device has none', () => {
    const back = siteSettingsRowFrom(DEFAULT_SITE_SETTINGS);
    expect(back.delivery_fee_description).toBe('');
    expect(back.seller_state).toBe('Maharashtra');
    expect(back.social_links).toEqual({});
  });
});

describe('the low-stock threshold', () => {
  it('reads the shop’s threshold, else the database default of 5', () => {
    const doc = { ...row, id: 'default', _modified: null };
    expect(toSiteSettings({ ...doc, low_stock_threshold: 12 }).lowStockThreshold).toBe(12);
    expect(toSiteSettings({ ...doc, low_stock_threshold: 0 }).lowStockThreshold).toBe(0);
    expect(toSiteSettings({ ...doc, low_stock_threshold: null }).lowStockThreshold).toBe(5);
    expect(toSiteSettings(doc).lowStockThreshold).toBe(5);
  });

  it('is not part of the superadmin’s row (the order desk’s setting)', () => {
    const back = siteSettingsRowFrom({ ...DEFAULT_SITE_SETTINGS, lowStockThreshold: 9 });
    expect('low_stock_threshold' in back).toBe(false);
  });
});
