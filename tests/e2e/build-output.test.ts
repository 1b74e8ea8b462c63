// What the build writes for a first visit: the public pages pre-rendered with the bundled
// catalogue's names and prices, the shell kept for every other address, and the first-paint
// JavaScript of / computed from dist/ (the budget is the benchmark's to enforce; here only
// the computation is checked).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { firstPaintJs, staticImports } from '../../bench/first-paint-js.ts';
import { formatInr, priceTextToPaise } from '../../src/lib/money.ts';
import { PAGE_CODE_LOAD_FAILED, PAGE_CODE_TRY_AGAIN } from '../../src/lib/messages.ts';
import products from '../../sync/fallback/products.json' with { type: 'json' };

const dist = () => inject('e2eAppDir');
const page = (relative: string) => readFile(path.join(dist(), relative), 'utf8');
/** The price as the shop shows it ("₹18,499"). */
const shown = (price: string) => formatInr(priceTextToPaise(price)!);

describe('the build', () => {
  it('pre-renders /, /products and each product page with bundled names and prices', async () => {
    const listing = await page('products/index.html');
    expect(listing).toContain('data-prerendered="/products"');
    for (const product of products) {
      expect(listing).toContain(product.name);
      expect(listing).toContain(shown(product.price));
    }
    const home = await page('index.html');
    expect(home).toContain('data-prerendered="/"');
    const featured = products.filter((p) => p.featured);
    expect(featured.length).toBeGreaterThan(0);
    for (const product of featured) expect(home).toContain(product.name);
    // Parts whose code loads after the first paint are in the HTML all the same.
    expect(home).toContain('aria-label="Search products"');
    expect(home).toMatch(/<footer[\s\S]*Subscribe[\s\S]*<\/footer>/);

    for (const product of products) {
      const html = await page(`products/${product.id}/index.html`);
      expect(html).toContain(`<div id="root" data-prerendered="/products/${product.id}">`);
      expect(html).toContain(product.name);
      expect(html).toContain(shown(product.price));
      // The page's own title went into <head>, replacing the shell's.
      expect(html.match(/<title>/g)).toHaveLength(1);
    }
  });

  it('keeps an unrendered shell for the addresses that render on the device', async () => {
    const shell = await page('shell.html');
    expect(shell).not.toContain('data-prerendered');
    expect(shell).toContain('<div id="root"><p class="boot-placeholder">MGRID</p></div>');
  });

  it("starts a pre-rendered page's code after its paint, the shell's at once", async () => {
    const shell = await page('shell.html');
    const entry = /<script type="module" crossorigin src="([^"]+)">/.exec(shell)?.[1];
    expect(entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    const preloads = [...shell.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
    expect(preloads.length).toBeGreaterThan(0);
    for (const relative of ['index.html', 'products/index.html', 'products/gl360/index.html']) {
      const html = await page(relative);
      // Nothing in <head> fetches or runs code; the loader at the end of <body> names the
      // same entry and preloads as the shell. The first screen's rules are inline
      // (scripts/prerender/critical-css.ts); the whole stylesheet stays linked, disabled,
      // until the app turns it on.
      expect(html, relative).not.toContain('<script type="module"');
      expect(html, relative).not.toContain('<link rel="modulepreload"');
      const stylesheet = /<link rel="stylesheet" crossorigin href="([^"]+)">/.exec(shell)?.[1];
      expect(html, relative).toContain(`<style data-inlined="${stylesheet}">`);
      expect(html, relative).toContain(
        `<link rel="stylesheet" crossorigin href="${stylesheet}" disabled>`,
      );
      const loader =
        /<script data-entry="([^"]+)" data-preload="([^"]*)" data-failed="([^"]*)" data-retry="([^"]*)">[^<]+<\/script><\/body>/.exec(
          html,
        );
      expect(loader?.[1], relative).toBe(entry);
      expect(loader?.[2]?.split(' '), relative).toEqual(preloads.map((m) => m[1]));
      // What it says if that code cannot be fetched (tests/e2e/first-paint.test.ts).
      expect(loader?.[3], relative).toBe(PAGE_CODE_LOAD_FAILED);
      expect(loader?.[4], relative).toBe(PAGE_CODE_TRY_AGAIN);
    }
  });

  it('computes the first-paint JavaScript of / from dist/', async () => {
    const result = await firstPaintJs(dist());
    const entry = result.modules[0]!;
    expect(entry.file).toMatch(/^assets\/index-[\w-]+\.js$/);
    expect(result.gzipBytes).toBe(result.modules.reduce((sum, m) => sum + m.gzipBytes, 0));
    // The data layer (rxdb, supabase-js) is not among them: it loads after the first paint.
    for (const m of result.modules) {
      const code = await readFile(path.join(dist(), m.file), 'utf8');
      expect(code).not.toContain('RxDB');
      expect(code).not.toContain('supabase-js');
    }
    console.log(
      `first-paint JS of /: ${(result.gzipBytes / 1024).toFixed(1)} KiB gzipped in ${result.modules.length} modules`,
    );
  });

  it('reads static imports, not dynamic ones', () => {
    const code = 'import{a as b}from"./x.js";import"./y.js";const c=()=>import("./z.js");';
    expect(staticImports(code)).toEqual(['./x.js', './y.js']);
  });
});
