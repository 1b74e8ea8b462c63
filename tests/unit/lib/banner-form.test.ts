import { describe, expect, it } from 'vitest';
import {
  AA_CONTRAST,
  BANNER_MESSAGES,
  contrastRatio,
  emptyBanner,
  validateBanner,
} from '../../../src/lib/banner-form.ts';
import { bannerStatus } from '../../../src/lib/banners.ts';

const ok = { ...emptyBanner(), title: 'Diwali offers' };

describe('validateBanner', () => {
  it('accepts a plain banner and refuses what the database refuses', () => {
    expect(validateBanner(ok)).toEqual({});
    expect(validateBanner({ ...ok, title: ' ' })).toEqual({ title: BANNER_MESSAGES.title });
    expect(validateBanner({ ...ok, background_color: 'red' })).toEqual({
      background_color: BANNER_MESSAGES.color,
    });
    expect(validateBanner({ ...ok, cta_text: 'Shop', cta_url: 'javascript:alert(1)' })).toEqual({
      cta_url: BANNER_MESSAGES.ctaUrl,
    });
    expect(validateBanner({ ...ok, cta_text: 'Shop' })).toEqual({
      cta_url: BANNER_MESSAGES.ctaPair,
    });
    // Hindi is optional; a Hindi button text needs the button it labels (a link).
    expect(validateBanner({ ...ok, title_hi: 'दिवाली ऑफ़र', subtitle_hi: 'छूट' })).toEqual({});
    expect(validateBanner({ ...ok, cta_text_hi: 'डील देखें' })).toEqual({
      cta_text_hi: BANNER_MESSAGES.ctaHindi,
    });
    expect(
      validateBanner({ ...ok, cta_text: 'Shop', cta_url: '/deals', cta_text_hi: 'डील देखें' }),
    ).toEqual({});
    expect(validateBanner({ ...ok, start_date: '2026-11-10', end_date: '2026-11-10' })).toEqual({
      end_date: BANNER_MESSAGES.endBeforeStart,
    });
  });
});

describe('contrastRatio', () => {
  it('follows WCAG 2', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#d7262e')!).toBeGreaterThan(AA_CONTRAST);
    expect(contrastRatio('#ffffff', '#ffdd00')!).toBeLessThan(AA_CONTRAST);
    expect(contrastRatio('#fff', 'nope')).toBeNull();
  });
});

describe('bannerStatus', () => {
  const now = Date.parse('2026-11-23T12:00:00+05:30');
  const base = {
    id: 'b',
    is_active: true,
    start_date: null,
    end_date: null,
    priority: 0,
    show_on_pages: [],
    hide_on_pages: [],
    created_at: '2026-11-01T00:00:00Z',
  };
  it('is inactive, scheduled, expired or active', () => {
    expect(bannerStatus({ ...base, is_active: false }, now)).toBe('inactive');
    expect(bannerStatus({ ...base, start_date: '2026-11-24' }, now)).toBe('scheduled');
    expect(bannerStatus({ ...base, end_date: '2026-11-22' }, now)).toBe('expired');
    expect(bannerStatus({ ...base, end_date: '2026-11-23' }, now)).toBe('active');
    expect(bannerStatus(base, now)).toBe('active');
  });
});
