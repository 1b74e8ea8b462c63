// Message formatting for the catalogues (src/i18n): the part of ICU MessageFormat the shop's
// texts use. `{name}` puts a value in; `{count, plural, one {# item} other {# items}}` picks
// by the language's plural rules (Intl.PluralRules) with `=N` for exact numbers and `#` for
// the number in the language's grouping; `{kind, select, a {...} other {...}}` picks by a
// word. A quote pair '...' keeps braces literal, as in ICU ('{' is a brace). Pure: parsed
// messages are cached by text, so a message is parsed once per page load.

import { groupIndian } from '../group-indian.ts';

export type MessageValues = Readonly<Record<string, string | number>>;

type Part =
  | string
  | { kind: 'value'; name: string }
  | { kind: 'number' }
  | { kind: 'plural'; name: string; cases: Map<string, Part[]> }
  | { kind: 'select'; name: string; cases: Map<string, Part[]> };

class Parser {
  private at = 0;
  constructor(private readonly text: string) {}

  parse(): Part[] {
    const parts = this.parts(false);
    if (this.at < this.text.length) this.fail('an unmatched }');
    return parts;
  }

  private fail(what: string): never {
    throw new SyntaxError(`Message "${this.text}": ${what} at ${this.at}`);
  }

  /** Text and arguments up to the end, or up to the `}` closing a case when `inCase`. */
  private parts(inCase: boolean): Part[] {
    const parts: Part[] = [];
    let literal = '';
    const flush = () => {
      if (literal) parts.push(literal);
      literal = '';
    };
    while (this.at < this.text.length) {
      const char = this.text[this.at]!;
      if (char === '}') {
        if (!inCase) this.fail('an unmatched }');
        break;
      }
      if (char === '{') {
        flush();
        parts.push(this.argument());
      } else if (char === '#' && inCase) {
        flush();
        parts.push({ kind: 'number' });
        this.at += 1;
      } else if (char === "'" && this.text[this.at + 1] === "'") {
        literal += "'";
        this.at += 2;
      } else if (char === "'" && /[{}#]/.test(this.text[this.at + 1] ?? '')) {
        const end = this.text.indexOf("'", this.at + 1);
        literal += this.text.slice(this.at + 1, end === -1 ? undefined : end);
        this.at = end === -1 ? this.text.length : end + 1;
      } else {
        literal += char;
        this.at += 1;
      }
    }
    flush();
    return parts;
  }

  private word(): string {
    this.space();
    const match = /^[^\s{},]+/.exec(this.text.slice(this.at));
    if (!match) this.fail('a name expected');
    this.at += match[0].length;
    this.space();
    return match[0];
  }

  private space(): void {
    while (/\s/.test(this.text[this.at] ?? '')) this.at += 1;
  }

  private expect(char: string): void {
    if (this.text[this.at] !== char) this.fail(`"${char}" expected`);
    this.at += 1;
  }

  private argument(): Part {
    this.expect('{');
    const name = this.word();
    if (this.text[this.at] === '}') {
      this.at += 1;
      return { kind: 'value', name };
    }
    this.expect(',');
    const kind = this.word();
    if (kind !== 'plural' && kind !== 'select') this.fail(`unknown argument type "${kind}"`);
    this.expect(',');
    const cases = new Map<string, Part[]>();
    this.space();
    while (this.text[this.at] !== '}') {
      const key = this.word();
      this.expect('{');
      cases.set(key, this.parts(true));
      this.expect('}');
      this.space();
      if (this.at >= this.text.length) this.fail('"}" expected');
    }
    this.at += 1;
    if (!cases.has('other')) this.fail('an "other" case is required');
    return { kind, name, cases };
  }
}

const parsed = new Map<string, Part[]>();
const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function cached<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let value = cache.get(key);
  if (value === undefined) cache.set(key, (value = make()));
  return value;
}

/** The message's parts; throws SyntaxError for a malformed message (a catalogue test catches it). */
export function parseMessage(message: string): Part[] {
  return cached(parsed, message, () => new Parser(message).parse());
}

// A page's first Intl.NumberFormat or Intl.PluralRules loads ICU's data for it: 15-20 ms of a
// phone's main thread, which fell inside the first tap (the cart badge's "1 item"). Whole
// numbers in the shop's languages are written and counted here as ICU would (the unit test
// compares them for 0 to 100,000); anything else goes to Intl.

/** Whether `locale` writes whole numbers with Indian grouping in Latin digits (en-IN, hi-IN). */
const INDIAN_GROUPING = /^(en|hi)-IN$/;

/** CLDR's cardinal "one" for whole numbers: English 1, Hindi 0 and 1 (else "other"). */
const WHOLE_ONE: Readonly<Record<string, (n: number) => boolean>> = {
  en: (n) => n === 1,
  hi: (n) => n === 0 || n === 1,
};

export function formatNumber(value: number, locale: string): string {
  if (Number.isSafeInteger(value) && INDIAN_GROUPING.test(locale)) return groupIndian(value);
  return cached(numberFormats, locale, () => new Intl.NumberFormat(locale)).format(value);
}

export function pluralCategory(value: number, locale: string): string {
  const one = WHOLE_ONE[locale.split('-')[0]!];
  if (one && Number.isSafeInteger(value)) return one(Math.abs(value)) ? 'one' : 'other';
  return cached(pluralRules, locale, () => new Intl.PluralRules(locale)).select(value);
}

function render(parts: Part[], values: MessageValues, locale: string, count?: number): string {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') out += part;
    else if (part.kind === 'number') out += count === undefined ? '#' : formatNumber(count, locale);
    else if (part.kind === 'value') {
      const value = values[part.name];
      out += value === undefined ? `{${part.name}}` : String(value);
    } else if (part.kind === 'plural') {
      const value = Number(values[part.name]);
      const chosen =
        part.cases.get(`=${value}`) ??
        (Number.isFinite(value) ? part.cases.get(pluralCategory(value, locale)) : undefined) ??
        part.cases.get('other')!;
      out += render(chosen, values, locale, value);
    } else {
      const chosen = part.cases.get(String(values[part.name])) ?? part.cases.get('other')!;
      out += render(chosen, values, locale, count);
    }
  }
  return out;
}

/**
 * The message with its values in place, in `locale` (a BCP 47 tag such as "hi-IN", for plural
 * rules and number grouping). A value the message names but `values` lacks stays as `{name}`,
 * so a mistake shows on screen instead of a blank.
 */
export function formatMessage(message: string, values: MessageValues, locale: string): string {
  if (!message.includes('{') && !message.includes("'")) return message;
  return render(parseMessage(message), values, locale);
}

/**
 * What text-making functions in src/lib take to speak the page's language (they stay pure:
 * the caller passes src/i18n's t). English by default, for tests and the database's words.
 */
export type Translate = (message: string, values?: MessageValues) => string;

export const english: Translate = (message, values = {}) => formatMessage(message, values, 'en-IN');
