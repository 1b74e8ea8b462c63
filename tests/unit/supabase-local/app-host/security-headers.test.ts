import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENTRY_LOADER_CSP_SOURCE } from '../../../../scripts/prerender/deferred-entry.ts';
import { CATALOGUE_CHECK_CSP_SOURCE } from '../../../../scripts/prerender/catalogue-check.ts';
import { EARLY_INPUT_CSP_SOURCE } from '../../../../scripts/prerender/early-input.ts';
import {
  contentSecurityPolicy,
  securityHeaders,
} from '../../../../supabase/local/app-host/security-headers.ts';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1);

describe('contentSecurityPolicy', () => {
  it('allows a hosted project over HTTPS and its Realtime over WSS, and nothing else', () => {
    const policy = contentSecurityPolicy({ supabaseUrl: 'https://abcd.supabase.co/' });
    expect(directive(policy, 'connect-src')).toBe(
      "'self' https://abcd.supabase.co wss://abcd.supabase.co",
    );
    expect(directive(policy, 'img-src')).toBe(
      "'self' data: blob: https://abcd.supabase.co/storage/v1/object/public/",
    );
    // Our origin, and the pre-rendered pages' loader, catalogue check and early input by
    // their hashes: no other inline script.
    expect(directive(policy, 'script-src')).toBe(
      `'self' ${ENTRY_LOADER_CSP_SOURCE} ${CATALOGUE_CHECK_CSP_SOURCE} ${EARLY_INPUT_CSP_SOURCE}`,
    );
    expect(EARLY_INPUT_CSP_SOURCE).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(ENTRY_LOADER_CSP_SOURCE).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(CATALOGUE_CHECK_CSP_SOURCE).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(directive(policy, 'frame-ancestors')).toBe("'none'");
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).not.toContain('report-uri');
  });

  it("is what docs/deploying.md tells static hosts to send, the loader's hash included", () => {
    const doc = readFileSync(new URL('../../../../docs/deploying.md', import.meta.url), 'utf8');
    const line = /Content-Security-Policy: (.+)/.exec(doc)?.[1];
    expect(line).toBe(
      contentSecurityPolicy({ supabaseUrl: 'https://ref.supabase.co' }).replaceAll(
        'ref.supabase.co',
        '<ref>.supabase.co',
      ),
    );
  });

  it('names no backend in bundled mode, and the analytics hosts only when configured', () => {
    const bundled = contentSecurityPolicy();
    expect(directive(bundled, 'connect-src')).toBe("'self'");
    expect(bundled).not.toContain('google');
    const withAnalytics = contentSecurityPolicy({ analytics: true, report: true });
    expect(directive(withAnalytics, 'script-src')).toBe(
      `'self' ${ENTRY_LOADER_CSP_SOURCE} ${CATALOGUE_CHECK_CSP_SOURCE} ${EARLY_INPUT_CSP_SOURCE} https://www.googletagmanager.com`,
    );
    expect(directive(withAnalytics, 'report-uri')).toBe('/__csp-report');
  });
});

describe('securityHeaders', () => {
  it('sends nosniff, a referrer policy, camera and location for the shop only, and no framing', () => {
    const headers = securityHeaders({ supabaseUrl: 'http://127.0.0.1:54321' });
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    expect(headers['permissions-policy']).toMatch(/^camera=\(self\), geolocation=\(self\), /);
    expect(headers['permissions-policy']).toContain('microphone=()');
    expect(directive(headers['content-security-policy']!, 'connect-src')).toBe(
      "'self' http://127.0.0.1:54321 ws://127.0.0.1:54321",
    );
  });
});
