// Field data (web vitals): the pure parts the device's collector (src/features/analytics/
// web-vitals.ts) and the superadmin's panel share. A page view is told only by its page type,
// never its address; an interaction's element only by a short selector with nothing personal.

export const PAGE_TYPES = [
  'home',
  'products',
  'product',
  'cart',
  'checkout',
  'account',
  'info',
  'dealer',
  'admin',
  'other',
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

const INFO_PAGES = new Set([
  'about',
  'careers',
  'contact',
  'cookie-policy',
  'privacy-policy',
  'terms-of-service',
  'services',
  'where-to-buy',
  'deals-discounts',
  'upcoming-products',
  'track-order',
  'product-registration',
  'dealers',
  'quote',
]);

/** The page type of an address's path (the language prefix "/hi" is no part of it). */
export function pageTypeOf(pathname: string): PageType {
  const path = (pathname.split(/[?#]/)[0] ?? '/').replace(/^\/hi(?=\/|$)/, '');
  const [first = '', second] = path.split('/').filter(Boolean);
  if (first === '') return 'home';
  if (first === 'products') return second ? 'product' : 'products';
  if (first === 'cart') return 'cart';
  if (first === 'checkout' || first === 'order-success') return 'checkout';
  if (['login', 'forgot-password', 'reset-password', 'dashboard'].includes(first)) {
    return 'account';
  }
  if (first === 'dealer') return 'dealer';
  if (first === 'admin' || first === 'superadmin') return 'admin';
  if (INFO_PAGES.has(first)) return 'info';
  return 'other';
}

/** What of an element a selector may name (a DOM element has all of these). */
export interface ElementLike {
  tagName: string;
  id: string;
  classList: { length: number; [index: number]: string } | Iterable<string>;
  parentElement: ElementLike | null;
}

const SELECTOR = /^[A-Za-z0-9 >._#:()-]{1,400}$/;

/**
 * A selector as stored: tags, classes and ids joined by spaces or '>'; ids with a digit
 * (generated: a product's, an order's) and classes of 32 characters or more (hashes) removed;
 * anything else (quotes, attribute values, text) is not a selector we made: null. The database
 * applies the same rule (private.scrub_vitals_target).
 */
export function scrubTarget(selector: string | null | undefined): string | null {
  if (!selector || !SELECTOR.test(selector)) return null;
  const scrubbed = selector
    .replace(/#[A-Za-z0-9_-]*[0-9][A-Za-z0-9_-]*/g, '')
    .replace(/\.[A-Za-z0-9_-]{32,}/g, '')
    .trim()
    .slice(0, 200);
  return scrubbed || null;
}

const NAME = /^[A-Za-z_-][A-Za-z0-9_-]*$/;

function part(element: ElementLike): string {
  const id =
    element.id && NAME.test(element.id) && !/[0-9]/.test(element.id) ? `#${element.id}` : '';
  const classes = [...(element.classList as Iterable<string>)]
    .filter((name) => NAME.test(name) && name.length < 32)
    .slice(0, 2)
    .map((name) => `.${name}`)
    .join('');
  return `${element.tagName.toLowerCase()}${id}${classes}`;
}

/** An element and up to two of its ancestors as a scrubbed selector ("div.card > button"). */
export function selectorOf(element: ElementLike | null | undefined): string | null {
  const parts: string[] = [];
  for (let at = element ?? null; at && parts.length < 3; at = at.parentElement) {
    if (!NAME.test(at.tagName) || /^(html|body)$/i.test(at.tagName)) break;
    parts.unshift(part(at));
  }
  return scrubTarget(parts.join(' > '));
}

/** How many weeks back the superadmin's figures go (web_vitals_p75 allows 1 to 52). */
export const FIELD_VITALS_WEEKS = 8;

export type VitalMetric = 'lcp' | 'inp' | 'cls' | 'dead_window';
export type VitalRating = 'good' | 'needs-improvement' | 'poor';

/**
 * Google's thresholds (web.dev/vitals): good up to the first, poor above the second. The dead
 * window has none of Google's; it is measured against the INP ones (a tap that waits).
 */
export const VITAL_THRESHOLDS: Readonly<Record<VitalMetric, readonly [number, number]>> = {
  lcp: [2500, 4000],
  inp: [200, 500],
  cls: [0.1, 0.25],
  dead_window: [200, 500],
};

export function ratingOf(metric: VitalMetric, value: number): VitalRating {
  const [good, poor] = VITAL_THRESHOLDS[metric];
  if (value <= good) return 'good';
  if (value <= poor) return 'needs-improvement';
  return 'poor';
}

/** One interaction's latency (the longest event of it), as event timing reports it. */
export interface InteractionEntry {
  interactionId: number;
  duration: number;
}

/**
 * INP from a page's interactions: the longest, except that one in every 50 is ignored as an
 * outlier (at most 9), as Chrome computes it. null without interactions.
 */
export function inpOf(worstPerInteraction: readonly number[]): number | null {
  if (worstPerInteraction.length === 0) return null;
  const sorted = [...worstPerInteraction].sort((a, b) => b - a);
  return sorted[Math.min(Math.floor(sorted.length / 50), 9)]!;
}

/** A layout shift as layout-shift entries report it. */
export interface ShiftEntry {
  startTime: number;
  value: number;
  hadRecentInput: boolean;
}

/**
 * CLS: the largest session window of shifts (each within 1 s of the previous, the window at
 * most 5 s long), shifts right after input not counted.
 */
export function clsOf(shifts: readonly ShiftEntry[]): number {
  let worst = 0;
  let windowValue = 0;
  let windowStart = -Infinity;
  let last = -Infinity;
  for (const shift of shifts) {
    if (shift.hadRecentInput) continue;
    if (shift.startTime - last > 1000 || shift.startTime - windowStart > 5000) {
      windowValue = 0;
      windowStart = shift.startTime;
    }
    windowValue += shift.value;
    last = shift.startTime;
    worst = Math.max(worst, windowValue);
  }
  return worst;
}

/** A metric's value as the superadmin reads it: seconds for paints, ms for taps, CLS bare. */
export function formatVital(metric: VitalMetric, value: number | null): string {
  if (value === null) return '-';
  if (metric === 'cls') return value.toFixed(3);
  if (metric === 'inp' || value < 1000) return `${Math.round(value)} ms`;
  return `${(value / 1000).toFixed(1)} s`;
}
