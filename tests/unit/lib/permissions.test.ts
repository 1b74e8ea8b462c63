import { describe, expect, it } from 'vitest';
import {
  GRANT_MESSAGES,
  grantErrors,
  grantLabel,
  isPermissionValid,
  localDateTimeToIso,
  maxPercentOf,
  needsMaxPercent,
  permissionValidity,
} from '../../../src/lib/permissions.ts';

const NOW = Date.parse('2026-11-23T12:00:00.000Z');

describe('permission validity (active and not expired, as public.has_permission)', () => {
  it('is valid while active with no expiry', () => {
    expect(permissionValidity({ is_active: true, expires_at: null }, NOW)).toBe('valid');
    expect(isPermissionValid({ is_active: true, expires_at: null }, NOW)).toBe(true);
  });

  it('is valid until its expiry, and expired from that very instant on', () => {
    const grant = (at: number) => ({ is_active: true, expires_at: new Date(at).toISOString() });
    expect(permissionValidity(grant(NOW + 1), NOW)).toBe('valid');
    expect(permissionValidity(grant(NOW), NOW)).toBe('expired');
    expect(permissionValidity(grant(NOW - 60_000), NOW)).toBe('expired');
    expect(isPermissionValid(grant(NOW), NOW)).toBe(false);
  });

  it('reads the offsets PostgREST sends', () => {
    const grant = { is_active: true, expires_at: '2026-11-23T17:30:01+05:30' };
    expect(permissionValidity(grant, NOW)).toBe('valid');
    expect(permissionValidity(grant, NOW + 1000)).toBe('expired');
  });

  it('is revoked when inactive or deleted, whatever the expiry', () => {
    expect(permissionValidity({ is_active: false, expires_at: null }, NOW)).toBe('revoked');
    expect(permissionValidity({ is_active: false, expires_at: '2020-01-01T00:00:00Z' }, NOW)).toBe(
      'revoked',
    );
    expect(permissionValidity({ is_active: true, expires_at: null, _deleted: true }, NOW)).toBe(
      'revoked',
    );
  });

  it('never counts an expiry that is not a date as "never expires"', () => {
    for (const bad of ['', 'tomorrow', '2026-13-45T99:00:00Z']) {
      expect(permissionValidity({ is_active: true, expires_at: bad }, NOW)).toBe('bad-expiry');
      expect(isPermissionValid({ is_active: true, expires_at: bad }, NOW)).toBe(false);
    }
  });

  it('refuses a "now" that is not a time', () => {
    expect(() => permissionValidity({ is_active: true, expires_at: null }, Number.NaN)).toThrow(
      RangeError,
    );
  });
});

describe('granting', () => {
  it('reads the date-time picker in the device’s time zone', () => {
    const iso = localDateTimeToIso('2026-12-01 09:30:00');
    expect(iso).toBe(new Date(2026, 11, 1, 9, 30, 0).toISOString());
    expect(localDateTimeToIso('2026-12-01 09:30')).toBe(iso);
    expect(localDateTimeToIso(null)).toBeNull();
    expect(localDateTimeToIso('  ')).toBeNull();
    expect(localDateTimeToIso('2026-02-31 10:00:00')).toBeUndefined();
    expect(localDateTimeToIso('2026-12-01 25:00:00')).toBeUndefined();
    expect(localDateTimeToIso('next week')).toBeUndefined();
  });

  it('needs a known permission and an expiry after now, if any', () => {
    expect(grantErrors({ permissionType: 'manage_leads', expiresAt: null }, NOW)).toEqual({});
    expect(grantErrors({ permissionType: null, expiresAt: null }, NOW)).toEqual({
      permissionType: GRANT_MESSAGES.type,
    });
    expect(grantErrors({ permissionType: 'root', expiresAt: null }, NOW).permissionType).toBe(
      GRANT_MESSAGES.type,
    );
    const local = (ms: number) => {
      const d = new Date(ms);
      const p = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
    };
    expect(grantErrors({ permissionType: 'export_leads', expiresAt: local(NOW) }, NOW)).toEqual({
      expiresAt: GRANT_MESSAGES.expiryPast,
    });
    expect(
      grantErrors({ permissionType: 'export_leads', expiresAt: local(NOW + 60_000) }, NOW),
    ).toEqual({});
    expect(grantErrors({ permissionType: 'export_leads', expiresAt: 'soon' }, NOW)).toEqual({
      expiresAt: GRANT_MESSAGES.expiryDate,
    });
  });
});

describe('the quotation discount permission (quotes.discount carries max_percent)', () => {
  it('is offered, and asks for its largest discount from 0 to 100 with two decimals at most', () => {
    const grant = (maxPercent: number | string | null) =>
      grantErrors({ permissionType: 'quotes.discount', expiresAt: null, maxPercent }, NOW);
    expect(grant(10)).toEqual({});
    expect(grant('12.5')).toEqual({});
    expect(grant(0)).toEqual({});
    expect(grant(100)).toEqual({});
    expect(grant(null)).toEqual({ maxPercent: GRANT_MESSAGES.maxPercent });
    expect(grant('')).toEqual({ maxPercent: GRANT_MESSAGES.maxPercent });
    expect(grant(100.5)).toEqual({ maxPercent: GRANT_MESSAGES.maxPercent });
    expect(grant('7.125')).toEqual({ maxPercent: GRANT_MESSAGES.maxPercent });
    expect(grant('-5')).toEqual({ maxPercent: GRANT_MESSAGES.maxPercent });
    // Other permissions never ask for one.
    expect(grantErrors({ permissionType: 'manage_leads', expiresAt: null }, NOW)).toEqual({});
  });

  it('reads a typed percentage as max_percent', () => {
    expect(maxPercentOf(10)).toBe(10);
    expect(maxPercentOf(' 7.25 ')).toBe(7.25);
    expect(maxPercentOf('')).toBeNull();
    expect(maxPercentOf('ten')).toBeUndefined();
    expect(needsMaxPercent('quotes.discount')).toBe(true);
    expect(needsMaxPercent('field_sales')).toBe(false);
  });

  it('names the percentage in the list, numeric text included', () => {
    expect(grantLabel('quotes.discount', '12.50')).toBe(
      'Quotation discounts above the limit (up to 12.5%)',
    );
    expect(grantLabel('quotes.discount', 10)).toBe(
      'Quotation discounts above the limit (up to 10%)',
    );
    expect(grantLabel('manage_leads', null)).toBe('Manage leads');
  });
});
