// What installing costs a shopper, from the build: the service worker precaches
// the storefront (shell, entry, pages, data layer, the cards' pictures) and none of the back
// office's files, which staff-assets.json lists for staff. Prints the precache (entries, bytes
// stored and sent) and the HTML of / as sent; `npm run bench -- install-size` fails over budget.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import {
  describeInstallSize,
  installSize,
  PRECACHE_BUDGET_BYTES,
} from '../../bench/install-size.ts';

const dist = () => inject('e2eAppDir');

describe('the shopper install', () => {
  it('precaches the storefront only, within 1 MiB as sent, and lists the staff code', async () => {
    const size = await installSize(dist());
    for (const line of describeInstallSize(size)) console.log(line);
    const urls = size.entries.map((e) => e.url);
    const staff = JSON.parse(
      await readFile(path.join(dist(), 'staff-assets.json'), 'utf8'),
    ) as string[];

    expect(urls).toContain('shell.html');
    const shell = await readFile(path.join(dist(), 'shell.html'), 'utf8');
    const entry = /<script type="module"[^>]*src="\/([^"]+)"/.exec(shell)?.[1];
    expect(urls).toContain(entry);
    for (const part of ['data-layer', 'product-page', 'checkout-page', 'cart-page', 'chat-panel']) {
      expect(urls.some((url) => new RegExp(`^assets/${part}-[\\w-]+\\.js$`).test(url))).toBe(true);
    }
    expect(urls.some((url) => /^images\/products\/[\w-]+-400\.webp$/.test(url))).toBe(true);
    // Nothing of the back office, no 800 px picture, no pre-rendered page, no screenshot.
    // The dealer desk's Hindi catalogue (src/i18n/hi/staff.ts) is staff code too.
    const staffCatalogue = /^\/?assets\/staff-[\w-]{8}\.js$/;
    expect(staff.some((url) => staffCatalogue.test(url))).toBe(true);
    expect(urls.some((url) => staffCatalogue.test(url))).toBe(false);
    for (const part of ['admin-page', 'superadmin-page', 'tax-document-pdf']) {
      expect(staff.some((url) => url.startsWith(`/assets/${part}-`))).toBe(true);
      expect(urls.some((url) => url.startsWith(`assets/${part}-`))).toBe(false);
    }
    expect(urls.filter((url) => staff.includes(`/${url}`))).toEqual([]);
    expect(
      urls.filter((url) => /index\.html$|^screenshots\/|\/[\w-]+(?<!-400)\.webp$/.test(url)),
    ).toEqual([]);
    expect(size.brotliBytes).toBeLessThanOrEqual(PRECACHE_BUDGET_BYTES);
  });
});
