import { describe, expect, it } from 'vitest';
import { jsonForScript } from '../../../src/lib/json-script.ts';

describe('jsonForScript', () => {
  it('escapes what could close the script element, and still parses back to the value', () => {
    const value = { name: '</script><script>alert(1)</script>', note: 'A & B > C\u2028' };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(value);
  });

  it('writes null for undefined', () => {
    expect(jsonForScript(undefined)).toBe('null');
  });
});
