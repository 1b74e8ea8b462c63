// The language the assistant replies in: the page's (src/i18n), or Hindi when the question is
// written in Devanagari on an English page (the Hindi texts then load with the reply). The AI
// provider is told the same through its facts.
import { locale, t } from '../../i18n/index.ts';
import type { Translate } from '../../lib/i18n/format.ts';
import { translatorOf, writesDevanagari } from '../../lib/assistant/language.ts';

let hindi: Promise<Translate> | null = null;
let loaded: Translate | null = null;

function hindiTexts(): Promise<Translate> {
  // The shell's texts too (the working hours): what a Hindi page has loaded.
  hindi ??= Promise.all([
    import('../../i18n/hi/chat.ts'),
    import('../../i18n/hi/shell.ts'),
    import('../../i18n/hi/data.ts'),
  ]).then((modules) => (loaded = translatorOf(modules, 'hi-IN')));
  // Offline before the chunk was fetched: English this time, Hindi again on the next question.
  hindi.catch(() => (hindi = null));
  return hindi;
}

export interface ReplyLanguage {
  t: Translate;
  hindi: boolean;
}

/** How to write the reply to `question`. */
export async function replyLanguage(question: string): Promise<ReplyLanguage> {
  if (locale() === 'hi') return { t, hindi: true };
  if (!writesDevanagari(question)) return { t, hindi: false };
  try {
    return { t: await hindiTexts(), hindi: true };
  } catch {
    return { t, hindi: false };
  }
}

/** Whether a pressed suggestion is `english` in any language a reply may have used. */
export function isSuggestion(pressed: string, english: string): boolean {
  return pressed === english || pressed === t(english) || pressed === loaded?.(english);
}
