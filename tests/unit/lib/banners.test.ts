import { describe, expect, it } from 'vitest';
import {
  opensInNewTab,
  pageMatches,
  visibleBanners,
  type BannerRule,
} from '../../../src/lib/banners.ts';

function banner(id: string, overrides: Partial<BannerRule> = {}): BannerRule {
  return {
    id,
    is_active: true,
    start_date: null,
    end_date: null,
    priority: 0,
    show_on_pages: null,
    hide_on_pages: null,
    created_at: '2025-01-01T00:00:00Z',
    ...overrides,
  };
}

const now = new Date('2025-06-15T12:00:00Z');
const ids = (banners: BannerRule[]) => banners.map((b) => b.id);

describe('pageMatches', () => {
  it('treats "/" as the home page only', () => {
    expect(pageMatches('/', '/')).toBe(true);
    expect(pageMatches('/products', '/')).toBe(false);
  });

  it('treats "/*" and "*" as every page', () => {
    expect(pageMatches('/', '/*')).toBe(true);
    expect(pageMatches('/products/ml01', '/*')).toBe(true);
    expect(pageMatches('/cart', '*')).toBe(true);
  });

  it('matches other entries as whole-segment prefixes', () => {
    expect(pageMatches('/products', '/products')).toBe(true);
    expect(pageMatches('/products/ml01', '/products')).toBe(true);
    expect(pageMatches('/products/ml01', '/products/*')).toBe(true);
    expect(pageMatches('/products', '/products/*')).toBe(true);
    expect(pageMatches('/products-old', '/products')).toBe(false);
    expect(pageMatches('/', '/products')).toBe(false);
  });

  it('ignores case, trailing slashes, query, hash and a missing leading slash', () => {
    expect(pageMatches('/Products/?sort=price#top', 'products/')).toBe(true);
    expect(pageMatches('/cart/', '/CART')).toBe(true);
    expect(pageMatches('/?ref=x', '/')).toBe(true);
  });

  it('never matches an empty entry', () => {
    expect(pageMatches('/', '')).toBe(false);
    expect(pageMatches('/', '  ')).toBe(false);
  });
});

describe('visibleBanners', () => {
  it('keeps only active banners', () => {
    const list = [
      banner('on'),
      banner('off', { is_active: false }),
      banner('null', { is_active: null }),
    ];
    expect(ids(visibleBanners(list, { now, path: '/' }))).toEqual(['on']);
  });

  it('respects the start and end window, open when either is null', () => {
    const list = [
      banner('open'),
      banner('started', { start_date: '2025-06-15T11:59:59Z' }),
      banner('future', { start_date: '2025-06-15T12:00:01Z' }),
      banner('ending-now', { end_date: '2025-06-15T12:00:00Z' }),
      banner('ended', { end_date: '2025-06-15T11:59:59Z' }),
      banner('inside', { start_date: '2025-06-01T00:00:00Z', end_date: '2025-06-30T00:00:00Z' }),
    ];
    expect(ids(visibleBanners(list, { now, path: '/' })).sort()).toEqual(
      ['ending-now', 'inside', 'open', 'started'].sort(),
    );
  });

  it('reads date-only edges as whole days in India', () => {
    const list = [
      banner('last-day', { end_date: '2025-06-15' }),
      banner('first-day', { start_date: '2025-06-16' }),
    ];
    // 18:29:59.999Z on 15 June is 23:59:59.999 IST: still the last day
    expect(
      ids(visibleBanners(list, { now: Date.parse('2025-06-15T18:29:59.999Z'), path: '/' })),
    ).toEqual(['last-day']);
    // 18:30Z is midnight IST on 16 June: the next banner starts, the first has ended
    expect(
      ids(visibleBanners(list, { now: Date.parse('2025-06-15T18:30:00Z'), path: '/' })),
    ).toEqual(['first-day']);
  });

  it('hides a banner with an unreadable date rather than showing it forever', () => {
    expect(visibleBanners([banner('bad', { end_date: 'soon' })], { now, path: '/' })).toEqual([]);
  });

  it('shows on every page when show_on_pages is empty or null', () => {
    const list = [
      banner('null'),
      banner('empty', { show_on_pages: [] }),
      banner('blank', { show_on_pages: [''] }),
    ];
    expect(ids(visibleBanners(list, { now, path: '/services/e-repair' }))).toHaveLength(3);
  });

  it('shows only on the listed pages', () => {
    const list = [
      banner('home', { show_on_pages: ['/'] }),
      banner('shop', { show_on_pages: ['/products', '/cart'] }),
    ];
    expect(ids(visibleBanners(list, { now, path: '/' }))).toEqual(['home']);
    expect(ids(visibleBanners(list, { now, path: '/products/ml01' }))).toEqual(['shop']);
    expect(ids(visibleBanners(list, { now, path: '/about' }))).toEqual([]);
  });

  it('lets hide_on_pages win over show_on_pages', () => {
    const list = [
      banner('not-checkout', { hide_on_pages: ['/checkout', '/order-success'] }),
      banner('conflict', { show_on_pages: ['/*'], hide_on_pages: ['/cart'] }),
    ];
    expect(ids(visibleBanners(list, { now, path: '/order-success/abc' }))).toEqual(['conflict']);
    expect(ids(visibleBanners(list, { now, path: '/cart' }))).toEqual(['not-checkout']);
  });

  it('leaves out dismissed banners so the next one shows', () => {
    const list = [banner('first', { priority: 2 }), banner('second', { priority: 1 })];
    expect(ids(visibleBanners(list, { now, path: '/', dismissedIds: ['first'] }))).toEqual([
      'second',
    ]);
    expect(
      ids(visibleBanners(list, { now, path: '/', dismissedIds: new Set(['first', 'second']) })),
    ).toEqual([]);
  });

  it('orders by priority, higher first, then newest first, then id', () => {
    const list = [
      banner('low-new', { priority: 1, created_at: '2025-06-10T00:00:00Z' }),
      banner('high-old', { priority: 5, created_at: '2025-01-01T00:00:00Z' }),
      banner('high-new', { priority: 5, created_at: '2025-06-01T00:00:00Z' }),
      banner('none', { priority: null, created_at: '2025-06-14T00:00:00Z' }),
      banner('b-tie', { priority: 1, created_at: '2025-06-10T00:00:00Z' }),
    ];
    expect(ids(visibleBanners(list, { now, path: '/' }))).toEqual([
      'high-new',
      'high-old',
      'b-tie',
      'low-new',
      'none',
    ]);
  });

  it('does not reorder its input', () => {
    const list = [banner('a', { priority: 1 }), banner('b', { priority: 2 })];
    visibleBanners(list, { now, path: '/' });
    expect(ids(list)).toEqual(['a', 'b']);
  });
});

describe('opensInNewTab', () => {
  it('opens http and https links in a new tab, site paths in place', () => {
    expect(opensInNewTab('https://example.com')).toBe(true);
    expect(opensInNewTab('http://example.com')).toBe(true);
    expect(opensInNewTab('/deals-discounts')).toBe(false);
    expect(opensInNewTab('')).toBe(false);
  });
});
