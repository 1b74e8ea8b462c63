// The security headers the built app is served with (`npm start`; docs/deploying.md gives the
// same ones for static hosts): a Content-Security-Policy allowing what the app needs and nothing
// else, plus nosniff, a referrer policy, a permissions policy and frame protection.
import { ENTRY_LOADER_CSP_SOURCE } from '../../../scripts/prerender/deferred-entry.ts';
import { CATALOGUE_CHECK_CSP_SOURCE } from '../../../scripts/prerender/catalogue-check.ts';
import { EARLY_INPUT_CSP_SOURCE } from '../../../scripts/prerender/early-input.ts';

/** Where the CSP's violation reports go (the app server answers it; see static.ts). */
export const CSP_REPORT_PATH = '/__csp-report';

/** The Google Analytics hosts gtag.js loads from and sends to (see google-analytics.ts). */
export const ANALYTICS_SOURCES = {
  script: ['https://www.googletagmanager.com'],
  connect: [
    'https://www.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
  ],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
} as const;

/** Where Supabase Storage serves public buckets (product photos, banners). */
const STORAGE_PUBLIC_PATH = '/storage/v1/object/public/';

export interface PolicyOptions {
  /** The Supabase project URL the app was built for (VITE_SUPABASE_URL); none: bundled mode. */
  supabaseUrl?: string;
  /** Whether the shop has Google Analytics configured (a measurement id in site settings). */
  analytics?: boolean;
  /** Add report-uri (the local server collects the reports). */
  report?: boolean;
}

/** The Supabase origin for HTTP and its WebSocket twin (Realtime), as CSP sources. */
function supabaseSources(supabaseUrl: string | undefined): {
  http: string[];
  ws: string[];
  images: string[];
} {
  if (!supabaseUrl) return { http: [], ws: [], images: [] };
  const { origin, protocol } = new URL(supabaseUrl);
  return {
    http: [origin],
    ws: [origin.replace(protocol, protocol === 'https:' ? 'wss:' : 'ws:')],
    // Images only from the public storage buckets, not from anything else the project serves.
    images: [`${origin}${STORAGE_PUBLIC_PATH}`],
  };
}

export function contentSecurityPolicy(options: PolicyOptions = {}): string {
  const supabase = supabaseSources(options.supabaseUrl);
  const analytics = options.analytics ? ANALYTICS_SOURCES : { script: [], connect: [], img: [] };
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // Security: scripts only from our own origin, no eval (zod runs jitless,
    // sync/engine/config.ts), and three inline scripts allowed by their hashes, all constants:
    // the pre-rendered pages' loader (scripts/prerender/deferred-entry.ts), their catalogue
    // check (scripts/prerender/catalogue-check.ts) and their early input
    // (scripts/prerender/early-input.ts). The analytics host is listed only where
    // the shop configured analytics; the app then loads it only after the visitor accepts
    // cookies.
    [
      'script-src',
      "'self'",
      ENTRY_LOADER_CSP_SOURCE,
      CATALOGUE_CHECK_CSP_SOURCE,
      EARLY_INPUT_CSP_SOURCE,
      ...analytics.script,
    ],
    // Mantine writes its theme variables and responsive props as <style> elements and style
    // attributes whose content depends on generated ids, and the pre-rendered HTML carries
    // them inline: hashes or nonces cannot cover that from a static host. Styles cannot run
    // code, and nothing user-written is ever rendered as markup (text only), so this allowance
    // is for styles alone; scripts stay strict.
    ['style-src', "'self'", "'unsafe-inline'"],
    // data: for the two-step sign-in QR code (auth returns it as a data: URI) and Mantine's
    // inline SVG backgrounds; blob: for local previews of photos picked for upload.
    ['img-src', "'self'", 'data:', 'blob:', ...supabase.images, ...analytics.img],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...supabase.http, ...supabase.ws, ...analytics.connect],
    ['manifest-src', "'self'"],
    ['worker-src', "'self'"],
    ['media-src', "'self'"],
    ['object-src', "'none'"],
    ['frame-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  // report-uri rather than report-to: Chromium ignores report-uri when report-to is present,
  // and the Reporting API batches reports for up to a minute; tests want them at once.
  if (options.report) directives.push(['report-uri', CSP_REPORT_PATH]);
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** Every browser feature the app does not use is off; camera and location for our origin. */
export const PERMISSIONS_POLICY = [
  // Admins photograph products from the product editor.
  'camera=(self)',
  // Where to buy: "dealers near me".
  'geolocation=(self)',
  'microphone=()',
  'payment=()',
  'usb=()',
  'serial=()',
  // (not 'bluetooth': Chromium logs it as an unrecognised feature on every page load)
  'hid=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ');

export function securityHeaders(options: PolicyOptions = {}): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(options),
    'x-content-type-options': 'nosniff',
    // Security: frame-ancestors for current browsers, X-Frame-Options for older ones.
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    'cross-origin-opener-policy': 'same-origin',
  };
}
