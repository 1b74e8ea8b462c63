// Built catalogues are filed under short keys (a Hindi page downloads each text
// once); the runtime finds a text by the same key, and a clash is refused.
import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';
import { keyCatalogue } from '../../../scripts/catalogue-keys-plugin.ts';
import { messageKey } from '../../../src/lib/i18n/message-key.ts';

const keyed = (code: string) => keyCatalogue(code, parseAst(code) as never, 'hi/x.ts');

async function load(code: string): Promise<Record<string, unknown>> {
  return import(`data:text/javascript,${encodeURIComponent(code)}`);
}

describe('messageKey', () => {
  it('is FNV-1a over UTF-16 in base 36', () => {
    // FNV-1a 32 of the empty string is its offset basis, 0x811c9dc5 = 2166136261.
    expect(messageKey('')).toBe((2166136261).toString(36));
    // "a": (0x811c9dc5 ^ 0x61) * 0x01000193 mod 2^32 = 0xe40c292c.
    expect(messageKey('a')).toBe((0xe40c292c).toString(36));
    expect(messageKey('Add to Cart')).not.toBe(messageKey('Add to cart'));
  });
});

describe('keyCatalogue', () => {
  it('replaces each English key with its short key, values and order kept', async () => {
    const code = `const hindi = {\n  'Add to Cart': 'कार्ट में डालें',\n  "{count, plural, one {# item} other {# items}}": '{count} आइटम',\n  Cart: 'कार्ट',\n};\nexport default hindi;\n`;
    const module = await load(keyed(code));
    expect(module.keyed).toBe(true);
    expect(module.default).toEqual({
      [messageKey('Add to Cart')]: 'कार्ट में डालें',
      [messageKey('{count, plural, one {# item} other {# items}}')]: '{count} आइटम',
      [messageKey('Cart')]: 'कार्ट',
    });
  });

  it('keys a default-exported object literal too, with Devanagari before later keys', async () => {
    const code = `export default { 'A': 'अ ॐ क़', 'B': 'ब' };`;
    const module = await load(keyed(code));
    expect(module.default).toEqual({ [messageKey('A')]: 'अ ॐ क़', [messageKey('B')]: 'ब' });
  });

  it('refuses anything that is not a plain pair', () => {
    expect(() => keyed(`const k = 'x'; export default { [k]: 'y' };`)).toThrow(
      "hi/x.ts: every catalogue entry must be a plain 'English': 'Hindi' pair",
    );
    expect(() => keyed(`export default 3;`)).toThrow(
      'hi/x.ts: no catalogue object as the default export',
    );
  });
});
