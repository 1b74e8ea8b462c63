// Every text the code passes to t() or marks with msg(), and every message of
// src/lib/messages.ts, has its Hindi; every Hindi text parses and keeps the English text's
// placeholders; no catalogue keeps a text the code no longer has.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseMessage } from '../../../src/lib/i18n/format.ts';
import { messageKey } from '../../../src/lib/i18n/message-key.ts';
import * as messages from '../../../src/lib/messages.ts';
import shell from '../../../src/i18n/hi/shell.ts';
import buy from '../../../src/i18n/hi/buy.ts';
import shop from '../../../src/i18n/hi/shop.ts';
import help from '../../../src/i18n/hi/help.ts';
import legal from '../../../src/i18n/hi/legal.ts';
import chat from '../../../src/i18n/hi/chat.ts';
import data from '../../../src/i18n/hi/data.ts';
import notices from '../../../src/i18n/hi/notices.ts';
import forms from '../../../src/i18n/hi/forms.ts';
import staff from '../../../src/i18n/hi/staff.ts';
import dealer from '../../../src/i18n/hi/dealer.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const CATALOGUES = { shell, shop, buy, help, legal, chat, data, notices, forms, staff, dealer };

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory())
      return name === 'i18n' && dir.endsWith('src') ? [] : sources(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

// t('...'), t("..."), t(`...`) (no ${}), msg('...'): the first argument when it is a literal.
const CALL = /\b(?:t|msg)\(\s*(?:'((?:\\.|[^'\\])*)'|"((?:\\.|[^"\\])*)"|`((?:\\.|[^`\\$])*)`)/g;

function unescape(text: string): string {
  return text.replace(/\\(['"`\\])/g, '$1').replace(/\\n/g, '\n');
}

function textsInCode(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sources(path.join(ROOT, 'src'))) {
    for (const match of readFileSync(file, 'utf8').matchAll(CALL)) {
      const text = unescape(match[1] ?? match[2] ?? match[3] ?? '');
      if (text) found.set(text, path.relative(ROOT, file));
    }
  }
  for (const value of Object.values(messages)) {
    if (typeof value === 'string') found.set(value, 'src/lib/messages.ts');
  }
  return found;
}

/** The names an ICU message's arguments use, at any depth. */
function argumentNames(message: string): string[] {
  return [...message.matchAll(/\{\s*([^\s{},]+)\s*[,}]/g)].map((m) => m[1]!).sort();
}

describe('Hindi catalogues', () => {
  const code = textsInCode();
  const hindi = new Map(Object.values(CATALOGUES).flatMap((c) => Object.entries(c)));

  it('translate every text the code shows', () => {
    const missing = [...code].filter(([text]) => !hindi.has(text)).map(([t, f]) => `${f}: ${t}`);
    expect(missing).toEqual([]);
  });

  it('keep no text the code no longer has', () => {
    expect([...hindi.keys()].filter((text) => !code.has(text))).toEqual([]);
  });

  it('parse, keep every placeholder, and are Hindi', () => {
    for (const [english, translated] of hindi) {
      expect(() => parseMessage(english), english).not.toThrow();
      expect(() => parseMessage(translated), translated).not.toThrow();
      expect(new Set(argumentNames(translated)), english).toEqual(new Set(argumentNames(english)));
      expect(translated.trim(), english).not.toBe('');
    }
  });

  it('give one translation per text across areas', () => {
    const seen = new Map<string, string>();
    for (const catalogue of Object.values(CATALOGUES)) {
      for (const [english, translated] of Object.entries(catalogue)) {
        expect(seen.get(english) ?? translated, english).toBe(translated);
        seen.set(english, translated);
      }
    }
  });

  it('file every text under a key no other text has (built catalogues use the key)', () => {
    const byKey = new Map<string, string>();
    const clashes = [...hindi.keys()].filter((text) => {
      const other = byKey.get(messageKey(text));
      byKey.set(messageKey(text), text);
      return other !== undefined;
    });
    expect(clashes).toEqual([]);
    expect(byKey.size).toBe(hindi.size);
  });
});
