// Error reports from visitors' browsers: uncaught errors, unhandled rejections and
// what the error screen caught, sent to the shop's database (report_client_errors) only when
// the visitor accepted the cookie notice, as analytics is. Kept in the entry, and small: it
// must be listening before anything else runs, and work when the rest failed to load.
import { readConsent } from './consent.ts';
import { dequeue, enqueue, readQueue, type ErrorReport } from './error-queue.ts';
import { scrubRoute, scrubText } from './error-scrub.ts';

// The release vite.config.ts defines (app-update reads the same; features do not import
// each other).
declare const __MGRID_RELEASE__: { version: string } | undefined;
export const RELEASE_VERSION =
  typeof __MGRID_RELEASE__ === 'undefined' ? 'dev' : __MGRID_RELEASE__.version;

/** The RPC's own limit (private.client_error_limits.max_batch). */
const BATCH_SIZE = 10;
/** At most this many reports from one page load: an error in a loop is one problem. */
const MAX_PER_PAGE = 10;
/** Reports within this long of each other travel in one batch. */
const BATCH_DELAY_MS = 2000;

export interface Endpoint {
  url: string;
  key: string;
}

function endpointOf(env: Record<string, string | undefined>): Endpoint | null {
  const url = env.VITE_SUPABASE_URL?.trim().replace(/\/+$/, '');
  const key = (env.VITE_SUPABASE_ANON_KEY || env.VITE_SUPABASE_PUBLISHABLE_KEY)?.trim();
  return url && key ? { url, key } : null;
}

// Not sync/engine/config.ts: its validation library would join the entry. A bundled build
// (no backend) has nowhere to send reports and sends none.
export const endpoint = endpointOf(
  (import.meta as ImportMeta & { env?: Record<string, string | undefined> }).env ?? {},
);

export function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** This page load, for the database's per-session limit; never stored. */
const session = randomId();
const seen = new Set<string>();
let timer: ReturnType<typeof setTimeout> | undefined;

function describe(error: unknown): { message: string; stack: string | null } {
  if (error instanceof Error) {
    return { message: `${error.name}: ${error.message}`, stack: error.stack ?? null };
  }
  return {
    message: typeof error === 'string' ? error : `Non-error thrown: ${typeof error}`,
    stack: null,
  };
}

/** Queues one error for the shop (with consent and a backend), sent in the next batch. */
export function reportError(error: unknown, kind: ErrorReport['kind'] = 'boundary'): void {
  if (!endpoint || readConsent() !== 'accepted') return;
  const { message, stack } = describe(error);
  const report: ErrorReport = {
    id: randomId(),
    kind,
    message: scrubText(message).slice(0, 1000) || 'Unknown error',
    stack: stack === null ? null : scrubText(stack).slice(0, 8000),
    route: scrubRoute(location.pathname),
    release: RELEASE_VERSION,
    user_agent: navigator.userAgent.slice(0, 512),
    occurred_at: new Date().toISOString(),
  };
  const fingerprint = `${report.message}\n${report.stack ?? ''}`;
  if (seen.has(fingerprint) || seen.size >= MAX_PER_PAGE) return;
  seen.add(fingerprint);
  enqueue(report);
  clearTimeout(timer);
  timer = setTimeout(flush, BATCH_DELAY_MS);
}

/**
 * Hands the waiting reports to the browser, a batch at a time, once online: each report has
 * its id from the device, so one that two tabs both send is stored once. A beacon is not
 * answered; a refused batch (over the limit) is dropped rather than retried forever.
 */
export function flush(): void {
  clearTimeout(timer);
  if (!endpoint || !navigator.onLine || readConsent() !== 'accepted') return;
  const target = `${endpoint.url}/rest/v1/rpc/report_client_errors?apikey=${encodeURIComponent(endpoint.key)}`;
  for (let waiting = readQueue(); waiting.length > 0; waiting = waiting.slice(BATCH_SIZE)) {
    const reports = waiting.slice(0, BATCH_SIZE);
    // A string body is text/plain: no preflight, and the database's text overload reads it.
    const body = JSON.stringify({ session, reports });
    const ids = reports.map((report) => report.id);
    if (navigator.sendBeacon?.(target, body)) {
      dequeue(ids);
    } else {
      // No beacon (or its queue is full): the same request, kept alive past the page; the
      // reports stay queued until it went through.
      fetch(target, { method: 'POST', body, keepalive: true, mode: 'no-cors' }).then(
        () => dequeue(ids),
        () => undefined,
      );
    }
  }
}

let installed = false;

/** Listens for errors from now on and sends what an earlier visit left waiting. */
export function installErrorReports(): void {
  if (installed) return;
  installed = true;
  addEventListener('error', (event) => {
    // "Script error." without an error: another origin's script (an extension), nothing of ours.
    if (event.error === null && event.message === 'Script error.') return;
    reportError(event.error ?? event.message, 'error');
  });
  addEventListener('unhandledrejection', (event) => reportError(event.reason, 'rejection'));
  addEventListener('online', flush);
  // Leaving (or hiding) the page sends what is waiting rather than the timer.
  addEventListener('pagehide', flush);
  setTimeout(flush, BATCH_DELAY_MS);
}
