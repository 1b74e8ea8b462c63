// Which language a reply is written in, kept pure: a question in Devanagari is answered in
// Hindi even on an English page, and a catalogue (src/i18n/hi/chat.ts) becomes the `t` the
// replies take. The chat (src/features/chat/reply-language.ts) loads the catalogue.
import { formatMessage, type Translate } from '../i18n/format.ts';
import { keyedEntries, messageKey, type CatalogueModule } from '../i18n/message-key.ts';

/** Whether the text has Devanagari in it ("SL02 की कीमत"). */
export function writesDevanagari(text: string): boolean {
  return /[\u0900-\u097F]/.test(text);
}

/** A `t` over catalogue modules (English where a text has none). */
export function translatorOf(
  catalogues: readonly CatalogueModule[],
  intlLocale: string,
): Translate {
  const texts = new Map(catalogues.flatMap(keyedEntries));
  return (message, values = {}) =>
    formatMessage(texts.get(messageKey(message)) ?? message, values, intlLocale);
}
