// The pre-rendered Hindi pages: every public page exists under /hi in Hindi, with lang="hi",
// the Devanagari font, hreflang alternates and its own canonical, and no English left in what
// a reader sees (text, titles, labels, descriptions), except an allow-list: the brand, model
// codes, units, abbreviations Indian buyers read as they are, and the spec's English-only texts.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { prerenderPaths } from '../../scripts/prerender/paths.ts';
import { DEVANAGARI_STYLESHEET, localeOfPath } from '../../src/lib/i18n/locale.ts';
import careers from '../../sync/fallback/careers-positions.json' with { type: 'json' };
import dealers from '../../sync/fallback/dealers.json' with { type: 'json' };
import products from '../../sync/fallback/products.json' with { type: 'json' };
import services from '../../sync/fallback/services.json' with { type: 'json' };
import settings from '../../sync/fallback/site-settings.json' with { type: 'json' };

const dist = () => inject('e2eAppDir');
const page = (pathname: string) =>
  readFile(path.join(dist(), pathname.slice(1), 'index.html'), 'utf8');

/** Words that stay in Latin letters on a Hindi page. */
const ALLOWED = new Set(
  [
    'MGRID',
    'GST',
    'GSTIN',
    'UPI',
    'OTP',
    'PIN',
    'IST',
    'HSN',
    'SAC',
    'IFSC',
    'COD',
    'EMI',
    'LED',
    'LCD',
    'USB',
    'Li-ion',
    'Bluetooth',
    'IP54',
    'IP65',
    'IP67',
    'AA',
    'AAA',
    'GPS',
    'mm',
    'cm',
    'm',
    'km',
    'kg',
    'g',
    'V',
    'mAh',
    'h',
    'Hz',
    'nm',
    'mW',
    'W',
    'x',
    'deg',
    'English',
    'WhatsApp',
    'Google',
    'Instagram',
    'YouTube',
    'Facebook',
    'LinkedIn',
    'X',
    'India',
    'Pvt',
    'Ltd',
    'MGRID-care',
    'SKU',
    'ID',
    'PDF',
    'CSV',
    'Wi-Fi',
    'Android',
    'iPhone',
    'Asia/Kolkata',
    'MEP',
    'NDA',
    'Cookies',
    'DPDP',
    'CGST',
    'SGST',
    'IGST',
    'MRP',
    'SMS',
    'IP',
    'IndexedDB',
  ].map((word) => word.toLowerCase()),
);

// Not starting inside a code written with digits first ("3D", "2x").
const LATIN_WORD = /(?<![0-9])[A-Za-z][A-Za-z0-9'’.+/-]*/g;

/** Every string inside a value (objects' keys too, lists, strings). */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => [key, ...strings(inner)]);
  }
  return [];
}

/**
 * Content the database holds in English only, not the app's texts: dealers' names and
 * addresses, open positions, product specifications, service categories, the company's address
 * and copyright line. Its words may show on Hindi pages (the closing note lists these gaps).
 */
const DATA_WORDS = new Set(
  [
    ...strings(dealers),
    ...strings(careers),
    ...strings(products.map((p) => (p as { specifications?: unknown }).specifications)),
    ...strings(services.map((s) => [s.category, (s as { name?: string }).name])),
    ...strings(settings.map((row) => [row.company_address, row.footer_copyright])),
  ].flatMap((text) =>
    (text.match(LATIN_WORD) ?? []).map((word) => word.replace(/[.'’]+$/, '').toLowerCase()),
  ),
);

/** Model codes and the like: letters with digits ("SL02", "TP160", "360", "1/4\""). */
const CODE = /^(?=.*\d)[A-Za-z0-9./+×x-]+$/;

/** What a reader of the page sees or hears: text nodes, <title>, and describing attributes. */
function visibleText(html: string): string {
  const body = html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<noscript[\s\S]*?<\/noscript>/g, ' ')
    // Names set as code (storage names quoted by the cookie policy) are the same in every language.
    .replace(/<code[\s\S]*?<\/code>/g, ' ');
  const attributes = [
    ...body.matchAll(/\s(?:aria-label|placeholder|title|alt)="([^"]*)"/g),
    ...body.matchAll(/<meta name="description" content="([^"]*)"/g),
  ].map((match) => match[1]);
  const text = body.replace(/<[^>]+>/g, ' ');
  return [text, ...attributes]
    .join(' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;|&#x27;|&#39;/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/g, ' ');
}

/** Latin words left in the page, minus the allow-list, e-mail addresses and addresses. */
function englishLeft(html: string): string[] {
  const words = visibleText(html)
    .replace(/\S+@\S+|https?:\/\/\S+|www\.\S+/g, ' ')
    .match(LATIN_WORD);
  return [...new Set(words ?? [])].filter((word) => {
    const bare = word.replace(/[.'’-]+$/, '');
    const lower = bare.toLowerCase();
    // A single letter is a shape or a label ("L-आकार", "x"), not a sentence left in English.
    return bare.length > 1 && !ALLOWED.has(lower) && !DATA_WORDS.has(lower) && !CODE.test(bare);
  });
}

describe('Hindi pages', () => {
  it('are pre-rendered for every public page, marked as Hindi and linked to their English', async () => {
    const hindi = (await prerenderPaths()).filter((p) => localeOfPath(p) === 'hi');
    expect(hindi.length).toBeGreaterThan(20);
    for (const pathname of hindi) {
      const html = await page(pathname);
      expect(html, pathname).toContain('<html lang="hi"');
      expect(html, pathname).toContain(`<link rel="stylesheet" href="${DEVANAGARI_STYLESHEET}">`);
      const bare = pathname.replace(/^\/hi/, '') || '/';
      expect(html, pathname).toMatch(
        new RegExp(`<link rel="canonical" href="[^"]*${pathname.replace(/\/$/, '')}/?"`),
      );
      expect(html, pathname).toMatch(
        new RegExp(`<link rel="alternate" hrefLang="en-IN" href="https?://[^/"]+${bare}"`),
      );
    }
    // English pages stay English and point at their Hindi.
    const english = await page('/products');
    expect(english).toContain('<html lang="en-IN"');
    expect(english).not.toContain(DEVANAGARI_STYLESHEET);
    expect(english).toMatch(/<link rel="alternate" hrefLang="hi-IN" href="[^"]*\/hi\/products"/);
  });

  it('show no English beyond the allow-list', async () => {
    const left: Record<string, string[]> = {};
    for (const pathname of (await prerenderPaths()).filter((p) => localeOfPath(p) === 'hi')) {
      const words = englishLeft(await page(pathname));
      if (words.length > 0) left[pathname] = words;
    }
    expect(left).toEqual({});
  });
});
