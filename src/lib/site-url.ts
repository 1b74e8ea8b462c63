// The site's public address, for the absolute links shared pages need (og:url, og:image,
// canonical): a crawler reads them from the pre-rendered HTML, built before anyone knows where
// it is served, so the origin comes from the build's VITE_SITE_URL, not from the browser.

/** The local app's address (`npm start`), used when the build names no public origin. */
export const DEFAULT_SITE_URL = 'http://localhost:4173';

/** The origin of a configured site URL ("https://mgrid.in/" → "https://mgrid.in"). */
export function siteOrigin(configured: string | null | undefined): string {
  const text = configured?.trim();
  if (!text) return DEFAULT_SITE_URL;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : DEFAULT_SITE_URL;
  } catch {
    return DEFAULT_SITE_URL;
  }
}

/** A root-relative or absolute address made absolute on the site's origin. */
export function absoluteUrl(url: string, origin: string): string {
  return new URL(url, origin).toString();
}

/** A page's canonical address: its path on the site's origin, without query or fragment. */
export function canonicalUrl(pathname: string, origin: string): string {
  const url = new URL(pathname, origin);
  return `${url.origin}${url.pathname}`;
}
