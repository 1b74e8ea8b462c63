import { describe, expect, it } from 'vitest';
import {
  BUNDLE_VERSION,
  CATALOGUE_CHECK,
  SESSION_KEY,
  pageVersion,
  serverTiming,
  stampVersion,
  withCatalogueCheck,
} from '../../../scripts/prerender/catalogue-check.ts';
import { PAGE_ROWS_ID } from '../../../sync/fallback/page-rows.ts';
import { AUTH_STORAGE_KEY } from '../../../sync/engine/supabase.ts';

const PAGE =
  '<!doctype html><html lang="en-IN"><head><meta charset="UTF-8" /><title>x</title></head><body><div id="root"></div></body></html>';

describe('withCatalogueCheck', () => {
  it("notes a kept session under supabase-js's own key (the header then hides its Sign in)", () => {
    expect(SESSION_KEY).toBe(AUTH_STORAGE_KEY);
    expect(CATALOGUE_CHECK).toContain(`localStorage.getItem("${AUTH_STORAGE_KEY}")`);
    expect(withCatalogueCheck(PAGE, { version: '1' })).toContain(
      'html[data-session-kept] [data-session-checking]{visibility:hidden}',
    );
  });

  it('puts the check right after the charset, before anything of the body, with its version', () => {
    const html = withCatalogueCheck(PAGE, {
      version: '41',
      versionUrl: 'https://ref.supabase.co/rest/v1/rpc/catalogue_version',
      anonKey: 'anon"key',
    });
    expect(html.indexOf('<meta charset="UTF-8" />')).toBeLessThan(html.indexOf(CATALOGUE_CHECK));
    expect(html.indexOf(CATALOGUE_CHECK)).toBeLessThan(html.indexOf('<title>'));
    expect(html).toContain('data-catalogue-version="41"');
    expect(html).toContain('data-url="https://ref.supabase.co/rest/v1/rpc/catalogue_version"');
    expect(html).toContain('data-key="anon&quot;key"');
    expect(pageVersion(html)).toBe('41');
    // No changed rows: no data block.
    expect(html).not.toContain(PAGE_ROWS_ID);
  });

  it('carries the rows that differ from the bundle in a data block that cannot end early', () => {
    const html = withCatalogueCheck(PAGE, {
      version: BUNDLE_VERSION,
      delta: { products: { rows: [{ id: 'sl01', name: '</script><b>' }], removed: ['cc01'] } },
    });
    const block = new RegExp(
      `<script type="application/json" id="${PAGE_ROWS_ID}">(.*?)</script>`,
    ).exec(html)![1]!;
    expect(JSON.parse(block)).toEqual({
      products: { rows: [{ id: 'sl01', name: '</script><b>' }], removed: ['cc01'] },
    });
    expect(html.indexOf(block)).toBeLessThan(html.indexOf('</body>'));
  });

  it('restamps a page with the version it is current at', () => {
    const html = withCatalogueCheck(PAGE, { version: '7' });
    expect(pageVersion(stampVersion(html, '9'))).toBe('9');
    expect(stampVersion(html, '9').replace('"9"', '"7"')).toBe(html);
    expect(serverTiming('12')).toBe('catalogue;desc="12"');
  });
});
