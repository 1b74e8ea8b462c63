// Which promotional banners a page shows, and in what order (docs/product.md#banners).
// The local database holds every banner; this filter is what keeps one off the page.
import { startOfIndianDayMs } from './india-time.ts';
import { parseIsoDate } from './iso-date.ts';

export interface BannerRule {
  id: string;
  is_active: boolean | null;
  start_date: string | null;
  end_date: string | null;
  priority: number | null;
  show_on_pages: readonly string[] | null;
  hide_on_pages: readonly string[] | null;
  created_at: string;
}

export interface BannerContext {
  now: Date | number;
  /** The current location's path; a query or hash is ignored. */
  path: string;
  /** Banners dismissed this session. */
  dismissedIds?: Iterable<string>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A window edge in epoch ms. A date-only value ("2025-01-31") means that whole day in India:
 * a start date from 00:00 IST, an end date until 23:59:59.999 IST. NaN when unreadable.
 */
function edgeMs(value: string, edge: 'start' | 'end'): number {
  const date = parseIsoDate(value);
  if (date === null) return Date.parse(value);
  const dayStart = startOfIndianDayMs(date);
  return edge === 'start' ? dayStart : dayStart + DAY_MS - 1;
}

/** Inside the window; a missing edge is open, an unreadable one hides the banner. */
function inWindow(banner: BannerRule, nowMs: number): boolean {
  const start = banner.start_date ? edgeMs(banner.start_date, 'start') : -Infinity;
  const end = banner.end_date ? edgeMs(banner.end_date, 'end') : Infinity;
  return start <= nowMs && nowMs <= end;
}

function normalPath(path: string): string {
  const bare = (path.split(/[?#]/)[0] ?? '').trim().toLowerCase().replace(/\/+$/, '');
  return bare.startsWith('/') ? bare || '/' : `/${bare}`;
}

/**
 * Page patterns: "/" is the home page only; "/*" (or "*") is every page; any other entry
 * is a path prefix by whole segments, so "/products" (or "/products/*") covers /products and
 * /products/ml01 but not /products-old. Case and trailing slashes are ignored.
 */
export function pageMatches(path: string, pattern: string): boolean {
  const trimmed = pattern.trim();
  if (trimmed === '') return false;
  if (trimmed === '*' || trimmed === '/*') return true;
  const page = normalPath(path);
  const base = normalPath(trimmed.replace(/\/\*$/, ''));
  if (base === '/') return page === '/';
  return page === base || page.startsWith(`${base}/`);
}

function onPage(banner: BannerRule, path: string): boolean {
  const show = (banner.show_on_pages ?? []).filter((p) => p.trim() !== '');
  const hide = banner.hide_on_pages ?? [];
  if (hide.some((pattern) => pageMatches(path, pattern))) return false;
  return show.length === 0 || show.some((pattern) => pageMatches(path, pattern));
}

/** Higher priority first (a bigger number is more important), then newest, then by id. */
function byPriorityThenNewest(a: BannerRule, b: BannerRule): number {
  const created = (banner: BannerRule) => Date.parse(banner.created_at) || 0;
  return (
    (b.priority ?? 0) - (a.priority ?? 0) ||
    created(b) - created(a) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/**
 * The banners to show on a page, in order: active, inside their start/end window, meant for
 * this page (show_on_pages empty or null means every page; hide_on_pages wins), not
 * dismissed. The page shows the first; dismissing it brings up the next.
 */
export function visibleBanners<Banner extends BannerRule>(
  banners: readonly Banner[],
  { now, path, dismissedIds = [] }: BannerContext,
): Banner[] {
  const nowMs = typeof now === 'number' ? now : now.getTime();
  const dismissed = new Set(dismissedIds);
  return banners
    .filter(
      (banner) =>
        banner.is_active === true &&
        !dismissed.has(banner.id) &&
        inWindow(banner, nowMs) &&
        onPage(banner, path),
    )
    .sort(byPriorityThenNewest);
}

/**
 * The call-to-action opens in a new tab when its link starts with http (docs/product.md#banners).
 */
export function opensInNewTab(ctaUrl: string): boolean {
  return /^http/i.test(ctaUrl.trim());
}

export type BannerStatus = 'active' | 'scheduled' | 'expired' | 'inactive';

/** Where a banner stands for the admin list: switched off, not yet started, over, or live. */
export function bannerStatus(banner: BannerRule, now: Date | number): BannerStatus {
  if (banner.is_active !== true) return 'inactive';
  const nowMs = typeof now === 'number' ? now : now.getTime();
  if (banner.start_date && nowMs < edgeMs(banner.start_date, 'start')) return 'scheduled';
  if (banner.end_date && nowMs > edgeMs(banner.end_date, 'end')) return 'expired';
  return 'active';
}
