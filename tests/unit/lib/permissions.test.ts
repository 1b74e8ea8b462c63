import { describe, expect, it } from 'vitest';
import {
  GRANT_MESSAGES,
  grantErrors,
  isPermissionValid,
  localDateTimeToIso,
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
