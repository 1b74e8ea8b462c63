// The shop's language at run time: which one this page is in, and its texts.
//
// Texts are written in English in the code, wrapped in t(): `t('Add to Cart')`,
// `t('{count, plural, one {# item} other {# items}}', { count })`. The English text is the key;
// Hindi catalogues (./hi/*.ts) map it to Hindi. English pages load no catalogue at all (the
// first paint carries no text twice), Hindi pages load the catalogue of the shell and of the
// route's area before they render (src/app/boot.tsx, src/app/lazy-page.tsx), so a pre-rendered
// Hindi page hydrates with the same words. A text missing from a catalogue shows in English,
// never blank (tests/unit/i18n/catalogues.test.ts lists what is missing).
//
// The language is fixed for a page load: the address says it ("/hi/..."), and switching
// language opens the other address (src/features/language). So t() is a plain function, not
// a hook, and module state is enough: nothing re-renders on a language change.
import { formatMessage, type MessageValues } from '../lib/i18n/format.ts';
import { DEFAULT_LOCALE, INTL_LOCALE, localeBase, type Locale } from '../lib/i18n/locale.ts';
import { keyedEntries, messageKey, type CatalogueModule } from '../lib/i18n/message-key.ts';

export type { Locale } from '../lib/i18n/locale.ts';
export type { MessageValues } from '../lib/i18n/format.ts';
export { msg } from '../lib/i18n/msg.ts';

export type { Catalogue } from './message-catalogue.ts';

/**
 * Where a text's translation lives, by where it is seen: `shell` for the header, footer,
 * shared parts and the shop's first pages (loaded on every Hindi page before it renders),
 * `shop` for the product list, product pages, cart and deals, `buy` for sign-in, checkout,
 * orders, quotations and the account, `help` for forms, services and the company's pages,
 * `legal` for the policies, `chat` for the assistant (each with `forms`, the field checks and
 * answers of src/lib/messages.ts), `notices` for the update notice and the install offer
 * (loaded with their code), and `data` for what only the data layer's work shows (loaded as
 * it starts, src/app/boot.tsx), and `staff` for the back office screens that have Hindi (the
 * dealer desk, loaded with its code), and `dealer` for a dealer member's own screens (/dealer).
 */
export type CatalogueArea =
  'shell' | 'shop' | 'buy' | 'help' | 'legal' | 'chat' | 'notices' | 'data' | 'staff' | 'dealer';

const HINDI: Readonly<Record<CatalogueArea, () => Promise<CatalogueModule>[]>> = {
  shell: () => [import('./hi/shell.ts')],
  shop: () => [import('./hi/shop.ts'), import('./hi/forms.ts')],
  buy: () => [import('./hi/buy.ts'), import('./hi/forms.ts')],
  help: () => [import('./hi/help.ts'), import('./hi/forms.ts')],
  legal: () => [import('./hi/legal.ts')],
  chat: () => [import('./hi/chat.ts'), import('./hi/forms.ts')],
  notices: () => [import('./hi/notices.ts')],
  data: () => [import('./hi/data.ts')],
  staff: () => [import('./hi/staff.ts'), import('./hi/forms.ts')],
  dealer: () => [import('./hi/dealer.ts'), import('./hi/forms.ts')],
};

let current: Locale = DEFAULT_LOCALE;
/** Translations by the English text's key (messageKey). */
const translations = new Map<string, string>();
const loading = new Map<CatalogueArea, Promise<void>>();

/** This page's language. */
export function locale(): Locale {
  return current;
}

/** The Intl locale for numbers, plurals and dates in this page's language ("en-IN", "hi-IN"). */
export function intlLocale(): string {
  return INTL_LOCALE[current];
}

/** Set once at start-up from the address (and per page when pre-rendering both languages). */
export function setLocale(next: Locale): void {
  current = next;
}

/** Loads the areas' catalogues for this page's language (nothing to load in English). */
export function loadCatalogues(areas: readonly CatalogueArea[]): Promise<void> {
  if (current === 'en') return Promise.resolve();
  return Promise.all(
    areas.map((area) => {
      let done = loading.get(area);
      if (!done) {
        done = Promise.all(HINDI[area]()).then((modules) => {
          for (const [key, hindi] of modules.flatMap(keyedEntries)) translations.set(key, hindi);
        });
        // A failed load (offline, a chunk of an older build) may be tried again later.
        done.catch(() => loading.delete(area));
        loading.set(area, done);
      }
      return done;
    }),
  ).then(() => undefined);
}

/** Drops every loaded catalogue (the pre-render, between pages: each gets only its own). */
export function forgetCatalogues(): void {
  translations.clear();
  loading.clear();
}

/** `load` with the areas' catalogues loaded beside it: for parts of a page loaded on demand. */
export function withCatalogues<T>(
  areas: readonly CatalogueArea[],
  load: () => Promise<T>,
): () => Promise<T> {
  return async () => (await Promise.all([load(), loadCatalogues(areas)]))[0];
}

/** `message` in this page's language, with `values` in place (ICU syntax, src/lib/i18n/format.ts). */
export function t(message: string, values: MessageValues = {}): string {
  const text = current === 'en' ? message : (translations.get(messageKey(message)) ?? message);
  return formatMessage(text, values, INTL_LOCALE[current]);
}

/** Whether this page's language has a translation of `message` (English always has). */
export function isTranslated(message: string): boolean {
  return current === 'en' || translations.has(messageKey(message));
}

/** An address of the shop in this page's language: "/products" -> "/hi/products" in Hindi. */
export function localHref(path: string): string {
  const base = localeBase(current);
  if (!base || !path.startsWith('/')) return path;
  return path === '/' ? `${base}/` : `${base}${path}`;
}
