import { describe, expect, it } from 'vitest';
import {
  clsOf,
  formatVital,
  inpOf,
  pageTypeOf,
  ratingOf,
  scrubTarget,
  selectorOf,
  type ElementLike,
} from '../../../src/lib/web-vitals.ts';

const el = (
  tagName: string,
  id = '',
  classes: string[] = [],
  parentElement: ElementLike | null = null,
) => ({ tagName, id, classList: classes, parentElement }) satisfies ElementLike;

describe('pageTypeOf', () => {
  it.each([
    ['/', 'home'],
    ['/hi/', 'home'],
    ['/hi', 'home'],
    ['/products', 'products'],
    ['/hi/products?q=laser', 'products'],
    ['/products/sl02', 'product'],
    ['/hi/products/ml01#specs', 'product'],
    ['/cart', 'cart'],
    ['/checkout', 'checkout'],
    ['/order-success/0d000000-0000-4000-8000-000000000001', 'checkout'],
    ['/login', 'account'],
    ['/dashboard/orders', 'account'],
    ['/reset-password', 'account'],
    ['/dealer/order', 'dealer'],
    ['/dealers/apply', 'info'],
    ['/about', 'info'],
    ['/hi/cookie-policy', 'info'],
    ['/services/calibration', 'info'],
    ['/admin/orders', 'admin'],
    ['/superadmin/errors', 'admin'],
    ['/history', 'other'],
    ['/hindi', 'other'],
  ])('%s is %s', (path, type) => expect(pageTypeOf(path)).toBe(type));
});

describe('scrubTarget', () => {
  it('keeps tags, classes and ids without digits', () => {
    expect(scrubTarget('main > div.card > button.mantine-Button-root#add-to-cart')).toBe(
      'main > div.card > button.mantine-Button-root#add-to-cart',
    );
  });
  it('drops generated ids and hashed classes', () => {
    expect(scrubTarget('li#order-0d00 > a#mantine-r12.link')).toBe('li > a.link');
    expect(scrubTarget(`div.${'a'.repeat(40)} > span`)).toBe('div > span');
    expect(scrubTarget('#r1')).toBeNull();
  });
  it('refuses what is not a selector we make: text, attribute values, quotes', () => {
    expect(scrubTarget('button[aria-label="Call Rahul"]')).toBeNull();
    expect(scrubTarget('ravi@example.com')).toBeNull();
    expect(scrubTarget("a[href='/track-order?phone=9876543210']")).toBeNull();
    expect(scrubTarget('')).toBeNull();
    expect(scrubTarget(null)).toBeNull();
  });
  it('keeps at most 200 characters', () => {
    expect(scrubTarget(`div.${'b'.repeat(30)} > `.repeat(10))!.length).toBe(200);
    expect(scrubTarget('div > '.repeat(70))).toBeNull();
  });
});

describe('selectorOf', () => {
  it('names the element and two ancestors, without generated ids', () => {
    const body = el('BODY');
    const main = el('MAIN', 'content', [], body);
    const card = el('DIV', 'product-4711', ['card', 'mantine-Paper-root', 'extra'], main);
    const button = el('BUTTON', 'mantine-r3', ['mantine-Button-root'], card);
    const label = el('SPAN', '', ['label'], button);
    expect(selectorOf(button)).toBe(
      'main#content > div.card.mantine-Paper-root > button.mantine-Button-root',
    );
    expect(selectorOf(label)).toBe(
      'div.card.mantine-Paper-root > button.mantine-Button-root > span.label',
    );
    expect(selectorOf(el('svg', '', ['icon'], body))).toBe('svg.icon');
    expect(selectorOf(null)).toBeNull();
  });
  it('leaves out class names that are not plain names', () => {
    expect(selectorOf(el('A', '', ['hover:underline', 'nav'], null))).toBe('a.nav');
  });
});

describe('ratingOf', () => {
  it.each([
    ['lcp', 2500, 'good'],
    ['lcp', 2501, 'needs-improvement'],
    ['lcp', 4000, 'needs-improvement'],
    ['lcp', 4001, 'poor'],
    ['inp', 200, 'good'],
    ['inp', 350, 'needs-improvement'],
    ['inp', 501, 'poor'],
    ['cls', 0.1, 'good'],
    ['cls', 0.2, 'needs-improvement'],
    ['cls', 0.26, 'poor'],
    ['dead_window', 120, 'good'],
    ['dead_window', 900, 'poor'],
  ] as const)('%s %s is %s', (metric, value, rating) =>
    expect(ratingOf(metric, value)).toBe(rating),
  );
});

describe('inpOf and clsOf', () => {
  it('takes the longest interaction, ignoring one in 50 as an outlier', () => {
    expect(inpOf([])).toBeNull();
    expect(inpOf([40, 320, 120])).toBe(320);
    const many = Array.from({ length: 60 }, (_, i) => i + 1);
    expect(inpOf(many)).toBe(59);
  });
  it('sums shifts in the worst session window, not those right after input', () => {
    expect(clsOf([])).toBe(0);
    const shifts = [
      { startTime: 100, value: 0.05, hadRecentInput: false },
      { startTime: 600, value: 0.05, hadRecentInput: false },
      { startTime: 900, value: 0.5, hadRecentInput: true },
      // More than a second later: a new window.
      { startTime: 2000, value: 0.08, hadRecentInput: false },
    ];
    expect(clsOf(shifts)).toBeCloseTo(0.1);
    // A window lasts at most 5 s.
    const steady = Array.from({ length: 12 }, (_, i) => ({
      startTime: i * 900,
      value: 0.01,
      hadRecentInput: false,
    }));
    expect(clsOf(steady)).toBeCloseTo(0.06);
  });
});

describe('formatVital', () => {
  it.each([
    ['lcp', 2512, '2.5 s'],
    ['lcp', 640, '640 ms'],
    ['inp', 1480.4, '1480 ms'],
    ['inp', 96.6, '97 ms'],
    ['cls', 0.1, '0.100'],
    ['dead_window', 5100, '5.1 s'],
    ['dead_window', null, '-'],
  ] as const)('%s %s reads %s', (metric, value, shown) => {
    expect(formatVital(metric, value)).toBe(shown);
  });
});
