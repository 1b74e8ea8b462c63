// The shop's languages and their addresses. English lives at the root ("/products"), Hindi
// under "/hi" ("/hi/products"), so each page has one address per language for search engines
// (hreflang) and a shared link opens in the language it was shared in.

export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Where the language lives in addresses: "" for English, "/hi" for Hindi. */
export function localeBase(locale: Locale): string {
  return locale === 'en' ? '' : `/${locale}`;
}

/** The language an address is in: "/hi" and "/hi/..." are Hindi, everything else English. */
export function localeOfPath(pathname: string): Locale {
  return pathname === '/hi' || pathname.startsWith('/hi/') ? 'hi' : 'en';
}

/** The address without its language prefix: "/hi/products" -> "/products", "/hi" -> "/". */
export function pathWithoutLocale(pathname: string): string {
  const base = localeBase(localeOfPath(pathname));
  return pathname.slice(base.length) || '/';
}

/** The same page in `locale`: localizedPath("/hi/cart", "en") -> "/cart", ("/", "hi") -> "/hi/". */
export function localizedPath(pathname: string, locale: Locale): string {
  const bare = pathWithoutLocale(pathname);
  const base = localeBase(locale);
  return base ? `${base}${bare}` : bare;
}

/** The <html lang> of a page, and the Intl locale for numbers, plurals and dates. */
export const HTML_LANG: Readonly<Record<Locale, string>> = { en: 'en-IN', hi: 'hi' };
export const INTL_LOCALE: Readonly<Record<Locale, string>> = { en: 'en-IN', hi: 'hi-IN' };

/** Each language named in itself, for the language switch. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', hi: 'हिन्दी' };

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

/** The Devanagari font's stylesheet (public/fonts), linked on Hindi pages only. */
export const DEVANAGARI_STYLESHEET = '/fonts/devanagari.css';
