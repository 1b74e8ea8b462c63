import { describe, expect, it } from 'vitest';
import {
  formatMessage,
  parseMessage,
  formatNumber,
  pluralCategory,
} from '../../../../src/lib/i18n/format.ts';
import { localeOfPath, localizedPath, pathWithoutLocale } from '../../../../src/lib/i18n/locale.ts';

const ITEMS = '{count, plural, =0 {No items} one {# item} other {# items}}';

describe('formatMessage', () => {
  it('returns plain text as it is and fills values by name', () => {
    expect(formatMessage('Add to Cart', {}, 'en-IN')).toBe('Add to Cart');
    expect(formatMessage('Only {count} left', { count: 3 }, 'en-IN')).toBe('Only 3 left');
    expect(formatMessage('{a} and {b}', { a: 'SL02', b: 'TP160' }, 'hi-IN')).toBe('SL02 and TP160');
  });

  it('picks plural cases by the language and writes # with Indian grouping', () => {
    expect(formatMessage(ITEMS, { count: 0 }, 'en-IN')).toBe('No items');
    expect(formatMessage(ITEMS, { count: 1 }, 'en-IN')).toBe('1 item');
    expect(formatMessage(ITEMS, { count: 2 }, 'en-IN')).toBe('2 items');
    expect(formatMessage(ITEMS, { count: 123456 }, 'en-IN')).toBe('1,23,456 items');
    // Hindi's "one" covers 0 and 1 (CLDR): no "=0" case here, so 0 is "one".
    const hindi = '{count, plural, one {# सामान} other {# सामान}}';
    expect(formatMessage(hindi, { count: 1234567 }, 'hi-IN')).toBe('12,34,567 सामान');
  });

  it('selects by a word, with other as the fallback', () => {
    const message = '{kind, select, upi {Pay by UPI} other {Pay on delivery}}';
    expect(formatMessage(message, { kind: 'upi' }, 'en-IN')).toBe('Pay by UPI');
    expect(formatMessage(message, { kind: 'cod' }, 'en-IN')).toBe('Pay on delivery');
  });

  it('keeps quoted braces literal and shows a missing value by name, never blank', () => {
    expect(formatMessage("Use '{'code'}' here", {}, 'en-IN')).toBe('Use {code} here');
    expect(formatMessage("It''s {n}", { n: 2 }, 'en-IN')).toBe("It's 2");
    expect(formatMessage('Hello {name}', {}, 'en-IN')).toBe('Hello {name}');
  });

  it('refuses a malformed message with the message in the error', () => {
    expect(() => parseMessage('{count, plural, one {x}}')).toThrow(/"other" case is required/);
    expect(() => parseMessage('Oops }')).toThrow(/unmatched }/);
    expect(() => parseMessage('{n, date}')).toThrow(/unknown argument type "date"/);
  });
});

describe('locale addresses', () => {
  it('puts Hindi under /hi and English at the root', () => {
    expect(localeOfPath('/hi')).toBe('hi');
    expect(localeOfPath('/hi/products')).toBe('hi');
    expect(localeOfPath('/history')).toBe('en');
    expect(pathWithoutLocale('/hi')).toBe('/');
    expect(pathWithoutLocale('/hi/cart')).toBe('/cart');
    expect(localizedPath('/', 'hi')).toBe('/hi/');
    expect(localizedPath('/products/SL02', 'hi')).toBe('/hi/products/SL02');
    expect(localizedPath('/hi/products/SL02', 'en')).toBe('/products/SL02');
    expect(localizedPath('/hi/', 'en')).toBe('/');
  });
});

describe('whole numbers without ICU (the first tap loads no Intl data)', () => {
  it('writes and counts 0 to 100,000 as Intl does in en-IN and hi-IN', () => {
    for (const locale of ['en-IN', 'hi-IN']) {
      const numbers = new Intl.NumberFormat(locale);
      const plurals = new Intl.PluralRules(locale);
      for (let n = -1_000; n <= 100_000; n++) {
        if (formatNumber(n, locale) !== numbers.format(n)) {
          expect(formatNumber(n, locale), `${locale} ${n}`).toBe(numbers.format(n));
        }
        if (pluralCategory(n, locale) !== plurals.select(n)) {
          expect(pluralCategory(n, locale), `${locale} ${n}`).toBe(plurals.select(n));
        }
      }
      expect(formatNumber(12_34_56_789, locale)).toBe('12,34,56,789');
    }
  });

  it('leaves fractions and other languages to Intl', () => {
    expect(formatNumber(1234.5, 'en-IN')).toBe('1,234.5');
    expect(pluralCategory(1.5, 'en-IN')).toBe('other');
    expect(pluralCategory(0.5, 'hi-IN')).toBe('one');
    expect(formatNumber(1234567, 'en-US')).toBe('1,234,567');
  });
});
