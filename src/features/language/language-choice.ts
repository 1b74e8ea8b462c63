// The visitor's language, remembered on the device: chosen with the switch, and applied when
// the shop is next opened at an address in the other language (a search result, a link).
import { isLocale, localizedPath, type Locale } from '../../lib/i18n/locale.ts';

/** Where the device keeps the language chosen. */
export const STORAGE_KEY = 'mgrid.locale';

export function rememberedLocale(): Locale | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null; // storage blocked: the address decides
  }
}

export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // storage blocked: the switch still opens the page in the chosen language
  }
}

/** The same page, with its query and fragment, in `locale`. */
export function addressIn(locale: Locale, where: Location = window.location): string {
  return `${localizedPath(where.pathname, locale)}${where.search}${where.hash}`;
}
