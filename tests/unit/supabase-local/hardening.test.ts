import { describe, expect, it } from 'vitest';
import { FailureSlowdown, LOCK_AFTER, LOCK_MS } from '../../../supabase/local/auth/slowdown.ts';
import { originAllowList } from '../../../supabase/local/http/cors.ts';
import { containsNul, jsonDepth, parenDepth } from '../../../supabase/local/http/nesting.ts';
import { tomlSection } from '../../../supabase/local/project-toml.ts';
import { parseLogicTree } from '../../../supabase/local/rest/request/filter-parser.ts';
import { NestingError } from '../../../supabase/local/rest/request/grammar.ts';
import { parseSelect } from '../../../supabase/local/rest/request/select-parser.ts';

describe('nesting limits', () => {
  it('measures JSON depth outside strings', () => {
    expect(jsonDepth('{"a":[1,{"b":2}]}')).toBe(3);
    expect(jsonDepth('{"a":"[[[[[[\\"]]]"}')).toBe(1);
    expect(jsonDepth('[]')).toBe(1);
    expect(jsonDepth('"plain"')).toBe(0);
    expect(jsonDepth('['.repeat(6000), 100)).toBe(101);
  });

  it('measures parentheses outside double quotes', () => {
    expect(parenDepth('(a.eq.1,or(b.eq.2,c.in.(1,2)))')).toBe(3);
    expect(parenDepth('(name.eq."((((")')).toBe(1);
    expect(parenDepth(`${'or('.repeat(3000)}x`, 100)).toBe(101);
  });

  it('stops the parser itself past 100 levels, whatever quotes precede them', () => {
    const hidden = `(a.eq."x,${'or('.repeat(3500)}b.eq.1${')'.repeat(3500)})`;
    expect(() => parseLogicTree('or', hidden)).toThrow(NestingError);
    expect(() => parseSelect(`"x",${'a('.repeat(101)}id${')'.repeat(101)}`)).toThrow(
      '"failed to parse select parameter": nested deeper than 100 levels of parentheses',
    );
    const fine = parseLogicTree('or', `(${'or('.repeat(99)}b.eq.1${')'.repeat(99)})`);
    expect(fine.type).toBe('expr');
  });

  it('finds NUL in nested strings and keys', () => {
    expect(containsNul({ a: ['ok', { b: 'x\u0000' }] })).toBe(true);
    expect(containsNul({ 'k\u0000': 1 })).toBe(true);
    expect(containsNul({ a: ['ok', 1, null, true] })).toBe(false);
  });
});

describe('per-account slowdown', () => {
  it('waits only after five failures in the window, doubling up to 10 s, and clears on success', () => {
    const s = new FailureSlowdown(1000);
    const t = 1_000_000;
    for (let i = 0; i < 5; i++) {
      expect(s.delayFor('a', t)).toBe(0);
      s.recordFailure('a', t);
    }
    expect(s.delayFor('a', t)).toBe(1000);
    s.recordFailure('a', t);
    expect(s.delayFor('a', t)).toBe(2000);
    for (let i = 0; i < 3; i++) s.recordFailure('a', t);
    expect(s.delayFor('a', t)).toBe(10_000);
    expect(s.delayFor('b', t)).toBe(0);
    expect(s.delayFor('a', t + 16 * 60_000)).toBe(0);
    s.recordFailure('c', t);
    s.clear('c');
    expect(s.delayFor('c', t)).toBe(0);
  });

  it('locks an account for five minutes once failures and attempts in flight reach ten', () => {
    const s = new FailureSlowdown(1000);
    const t = 1_000_000;
    // Ten guesses sent at once: all pass the lock check before any has failed...
    for (let i = 0; i < LOCK_AFTER; i++) {
      expect(s.lockedFor('a', t)).toBe(0);
      s.begin('a');
    }
    // ...and the eleventh is refused while they are still being checked.
    expect(s.lockedFor('a', t)).toBe(LOCK_MS);
    for (let i = 0; i < LOCK_AFTER; i++) s.settle('a', false, t);
    expect(s.lockedFor('a', t + 60_000)).toBe(LOCK_MS - 60_000);
    // After the lock the owner has a fresh count, without waiting.
    expect(s.lockedFor('a', t + LOCK_MS + 1)).toBe(0);
    expect(s.delayFor('a', t + LOCK_MS + 1)).toBe(0);
    s.begin('a');
    s.settle('a', true, t + LOCK_MS + 2);
    expect(s.lockedFor('a', t + LOCK_MS + 3)).toBe(0);
    // Failures one after another lock the same way.
    for (let i = 0; i < LOCK_AFTER; i++) s.recordFailure('b', t);
    expect(s.lockedFor('b', t)).toBe(LOCK_MS);
  });
});

describe('CORS allowlist', () => {
  it('allows the configured origins and loopback dev servers only', () => {
    const allow = originAllowList(['https://shop.example', 'http://localhost:5173/reset']);
    expect(allow('https://shop.example')).toBe(true);
    expect(allow('http://localhost:5173')).toBe(true);
    expect(allow('http://127.0.0.1:41234')).toBe(true);
    expect(allow('https://evil.example')).toBe(false);
    expect(allow('https://shop.example.evil.example')).toBe(false);
    expect(allow('null')).toBe(false);
  });
});

describe('config.toml sections', () => {
  it('reads key = value lines of one section, without comments', () => {
    const text = '[auth]\nsite_url = "http://x" # where\n[auth.rate_limit]\nemail_sent = 30\n';
    expect(tomlSection(text, 'auth.rate_limit')).toEqual(new Map([['email_sent', '30']]));
    expect(tomlSection(text, 'auth').get('site_url')).toBe('http://x');
  });
});
