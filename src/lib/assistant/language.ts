// Which language a reply is written in, kept pure: a question in Devanagari is answered in
// Hindi even on an English page, and a catalogue (src/i18n/hi/chat.ts) becomes the `t` the
// replies take. The chat (src/features/chat/reply-language.ts) loads the catalogue.
import { formatMessage, type Translate } from '../i18n/format.ts';

/** Whether the text has Devanagari in it ("SL02 की कीमत"). */
export function writesDevanagari(text: string): boolean {
  return /[\u0900-\u097F]/.test(text);
}

/** A `t` over catalogues of translations (English where a text has none). */
export function translatorOf(
  catalogues: readonly Readonly<Record<string, string>>[],
  intlLocale: string,
): Translate {
  const texts = new Map(catalogues.flatMap((c) => Object.entries(c)));
  return (message, values = {}) => formatMessage(texts.get(message) ?? message, values, intlLocale);
}
