// The addresses pre-rendered at build time: every public page a visitor can land on, and a
// page per bundled product and service. Cart, checkout, sign-in and the dashboards depend on
// the device or the person, so they render on the client from the shell.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { localizedPath } from '../../src/lib/i18n/locale.ts';

const FALLBACK = path.resolve(import.meta.dirname, '../../sync/fallback');

export const STATIC_PATHS = [
  '/',
  '/products',
  '/services',
  '/upcoming-products',
  '/deals-discounts',
  '/where-to-buy',
  '/product-registration',
  '/contact',
  '/about',
  '/careers',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
] as const;

async function ids(file: string): Promise<string[]> {
  const rows = JSON.parse(await readFile(path.join(FALLBACK, file), 'utf8')) as { id: string }[];
  return rows.map((row) => row.id);
}

/** Every public page, in English and under /hi in Hindi (src/lib/i18n/locale.ts). */
export async function prerenderPaths(): Promise<string[]> {
  const [products, services] = await Promise.all([ids('products.json'), ids('services.json')]);
  const english = [
    ...STATIC_PATHS,
    ...products.map((id) => `/products/${encodeURIComponent(id)}`),
    ...services.map((id) => `/services/${encodeURIComponent(id)}`),
  ];
  return [...english, ...english.map((pathname) => localizedPath(pathname, 'hi'))];
}
