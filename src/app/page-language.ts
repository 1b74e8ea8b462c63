// The page's language at start-up: taken from the address, put on <html lang>, with the
// Devanagari font's stylesheet on Hindi pages (pre-rendered ones already link it in <head>).
import { DEVANAGARI_STYLESHEET, HTML_LANG, localeOfPath, type Locale } from '../lib/i18n/locale.ts';
import { setLocale } from '../i18n/index.ts';

export function startLanguage(pathname: string): Locale {
  const locale = localeOfPath(pathname);
  setLocale(locale);
  document.documentElement.lang = HTML_LANG[locale];
  if (locale === 'hi' && !document.querySelector(`link[href="${DEVANAGARI_STYLESHEET}"]`)) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = DEVANAGARI_STYLESHEET;
    document.head.append(link);
  }
  return locale;
}
