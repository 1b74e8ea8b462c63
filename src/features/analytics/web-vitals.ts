// Field data from real phones: this page view's Core Web Vitals (LCP, INP with its element,
// CLS) and its dead window (first contentful paint to the moment the page took input, the
// HYDRATED_MARK boot.tsx sets), with the page type and connection class, sent to the shop's
// database (report_web_vitals) only when the visitor accepted the cookie notice. Loaded by
// src/main.tsx after the page has loaded, only with consent: none of it is first-paint code,
// and its observers are buffered, so they still see what happened before it arrived.
// One row per page load: the landing page's type; sent once, when the page is first hidden.
import { HYDRATED_MARK } from '../../lib/early-input.ts';
import {
  clsOf,
  inpOf,
  pageTypeOf,
  selectorOf,
  type ElementLike,
  type PageType,
  type ShiftEntry,
} from '../../lib/web-vitals.ts';
import { readConsent } from './consent.ts';
import { endpoint, randomId, RELEASE_VERSION } from './error-reports.ts';

/** Waiting page views, in localStorage (listed in the Cookie Policy): offline is normal. */
export const VITALS_QUEUE_KEY = 'mgrid:web-vitals';
export const MAX_QUEUED_VIEWS = 20;
/** The RPC's own limit (private.web_vitals_limits.max_batch). */
const BATCH_SIZE = 20;

export interface PageView {
  id: string;
  page_type: PageType;
  effective_type: 'slow-2g' | '2g' | '3g' | '4g' | null;
  save_data: boolean | null;
  lcp_ms: number | null;
  inp_ms: number | null;
  inp_target: string | null;
  cls: number | null;
  dead_window_ms: number | null;
  release: string;
  recorded_at: string;
}

function readQueue(): PageView[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(VITALS_QUEUE_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as PageView[]) : [];
  } catch {
    return [];
  }
}

function writeQueue(views: PageView[]): void {
  try {
    if (views.length === 0) localStorage.removeItem(VITALS_QUEUE_KEY);
    else localStorage.setItem(VITALS_QUEUE_KEY, JSON.stringify(views.slice(-MAX_QUEUED_VIEWS)));
  } catch {
    // Storage blocked or full: this page view is not measured, the page goes on.
  }
}

/** This page load, for the database's per-session limit; never stored. */
const session = randomId();
const pageType = pageTypeOf(location.pathname);
let lcp: number | null = null;
const shifts: ShiftEntry[] = [];
/** The longest event of each interaction, and the element of the longest one so far. */
const interactions = new Map<number, { duration: number; target: string | null }>();

function observe(type: string, onEntries: (entries: PerformanceEntry[]) => void, extra = {}) {
  try {
    new PerformanceObserver((list) => onEntries(list.getEntries())).observe({
      type,
      buffered: true,
      ...extra,
    });
  } catch {
    // This browser does not report it (Safari: no LCP or layout shifts): left empty.
  }
}

type EventTiming = PerformanceEntry & { interactionId?: number; target?: Element | null };
type Shift = PerformanceEntry & ShiftEntry;

function onEvents(entries: PerformanceEntry[]) {
  for (const entry of entries as EventTiming[]) {
    const id = entry.interactionId;
    if (!id) continue;
    const known = interactions.get(id);
    if (known && known.duration >= entry.duration) continue;
    // The element now: it may be gone from the page by the time the view is sent.
    const target = selectorOf(entry.target as unknown as ElementLike | null);
    interactions.set(id, { duration: entry.duration, target: target ?? known?.target ?? null });
  }
}

function connection(): Pick<PageView, 'effective_type' | 'save_data'> {
  const info = (
    navigator as Navigator & { connection?: { effectiveType?: string; saveData?: boolean } }
  ).connection;
  const type = info?.effectiveType;
  return {
    effective_type:
      type === 'slow-2g' || type === '2g' || type === '3g' || type === '4g' ? type : null,
    save_data: typeof info?.saveData === 'boolean' ? info.saveData : null,
  };
}

const within = (value: number | null, high: number) =>
  value === null || !Number.isFinite(value) ? null : Math.min(Math.max(value, 0), high);

/** What this page view measured so far. */
export function measure(): PageView {
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
  const hydrated = performance.getEntriesByName(HYDRATED_MARK)[0]?.startTime;
  const worst = [...interactions.values()];
  const inp = inpOf(worst.map((i) => i.duration));
  const inpTarget = inp === null ? null : (worst.find((i) => i.duration === inp)?.target ?? null);
  const supportsShifts = PerformanceObserver.supportedEntryTypes?.includes('layout-shift');
  return {
    id: randomId(),
    page_type: pageType,
    ...connection(),
    lcp_ms: within(lcp === null ? null : Math.round(lcp), 120000),
    inp_ms: within(inp === null ? null : Math.round(inp), 60000),
    inp_target: inpTarget,
    cls: supportsShifts ? Math.min(Math.round(clsOf(shifts) * 10000) / 10000, 100) : null,
    dead_window_ms:
      fcp === undefined || hydrated === undefined
        ? null
        : within(Math.round(hydrated - fcp), 120000),
    release: RELEASE_VERSION,
    recorded_at: new Date().toISOString(),
  };
}

/**
 * Sends what is waiting, a batch at a time, with a keepalive fetch (it outlives the page). A
 * text/plain body: no preflight, the database's text overload reads it. A view is removed once
 * its request went through; each has its id from the device, so a view sent twice is one row.
 */
export function flushViews(): void {
  if (!endpoint || !navigator.onLine || readConsent() !== 'accepted') return;
  const target = `${endpoint.url}/rest/v1/rpc/report_web_vitals?apikey=${encodeURIComponent(endpoint.key)}`;
  for (let waiting = readQueue(); waiting.length > 0; waiting = waiting.slice(BATCH_SIZE)) {
    const views = waiting.slice(0, BATCH_SIZE);
    const sent = new Set(views.map((view) => view.id));
    fetch(target, {
      method: 'POST',
      body: JSON.stringify({ session, views }),
      keepalive: true,
      mode: 'no-cors',
    }).then(
      () => writeQueue(readQueue().filter((view) => !sent.has(view.id))),
      () => undefined,
    );
  }
}

let done = false;

/** This page view, queued and sent: once, when the page is first hidden or left. */
function finish() {
  if (done || readConsent() !== 'accepted') return;
  done = true;
  const view = measure();
  if (
    view.lcp_ms === null &&
    view.inp_ms === null &&
    view.cls === null &&
    view.dead_window_ms === null
  ) {
    return;
  }
  writeQueue([...readQueue(), view]);
  flushViews();
}

let started = false;

/** Starts measuring this page view and sends what earlier visits left waiting. */
export function startWebVitals(): void {
  if (started || !endpoint) return;
  started = true;
  observe('largest-contentful-paint', (entries) => {
    const last = entries.at(-1);
    if (last) lcp = last.startTime;
  });
  observe('layout-shift', (entries) => shifts.push(...(entries as Shift[])));
  observe('event', onEvents, { durationThreshold: 40 });
  observe('first-input', onEvents);
  addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && finish());
  addEventListener('pagehide', finish);
  addEventListener('online', flushViews);
  flushViews();
}
