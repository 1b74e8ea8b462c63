import { describe, expect, it } from 'vitest';
import { pageHtml } from '../../../scripts/prerender/page-html.ts';

const SHELL = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <style>/* the inline stylesheet */</style>
    <title>MGRID</title>
  </head>
  <body><div id="root"><p class="boot-placeholder">MGRID</p></div></body>
</html>`;

// What React 19's renderToString emits before a product page's markup: its preloads for the
// pictures loaded eagerly, then the page's title and meta tags.
const PRELOADS =
  '<link rel="preload" as="image" href="/icons/icon.svg"/><link rel="preload" as="image" imageSrcSet="/images/products/gl360-400.webp 400w, /images/products/gl360.webp 800w" imageSizes="(max-width: 48em) 100vw, 480px" fetchPriority="high"/>';
const HEAD = `${PRELOADS}<title>GL360 | MGRID</title><meta name="description" content="360° line laser"/>`;

describe('pageHtml', () => {
  it("puts React's head tags into <head>, the markup into #root, marked with its path", () => {
    const html = pageHtml(SHELL, '/products/gl360', `${HEAD}<main><h1>GL360</h1></main>`);
    // After the inline stylesheet: preloads moved above it competed with the page itself
    // (Lighthouse /products LCP median 1.6 -> 2.0 s with four pictures).
    expect(html).toContain(`<style>/* the inline stylesheet */</style>\n    \n  ${HEAD}</head>`);
    expect(html).not.toContain('<title>MGRID</title>');
    expect(html).toContain(
      '<div id="root" data-prerendered="/products/gl360"><main><h1>GL360</h1></main></div>',
    );
    expect(html).toContain('<html lang="en-IN" data-mantine-color-scheme="light">');
  });

  it('keeps the shell title when the page has none of its own', () => {
    const html = pageHtml(SHELL, '/x', '<main>x</main>');
    expect(html).toContain('<title>MGRID</title>');
    expect(html).toContain('<div id="root" data-prerendered="/x"><main>x</main></div>');
  });
});
