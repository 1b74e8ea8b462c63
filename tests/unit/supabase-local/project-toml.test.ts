import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  GOTRUE_RATE_LIMITS,
  readAdditionalRedirectUrls,
  readApiSchemas,
  readAuthRateLimits,
  readPasswordPolicy,
  tomlSection,
} from '../../../supabase/local/project-toml.ts';

const PROJECT_TOML = fileURLToPath(new URL('../../../supabase/config.toml', import.meta.url));

function tomlFile(text: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'mgrid-toml-')), 'config.toml');
  writeFileSync(file, text);
  return file;
}

describe('supabase/config.toml, read as TOML', () => {
  it("reads the project's own file", () => {
    expect(readApiSchemas(PROJECT_TOML)).toEqual({
      schemas: ['public', 'graphql_public'],
      extraSearchPath: ['public', 'extensions'],
    });
    expect(readAdditionalRedirectUrls(PROJECT_TOML)).toContain(
      'http://localhost:5173/reset-password',
    );
    expect(readAuthRateLimits(PROJECT_TOML)).toEqual({
      signInSignUps: 30,
      tokenRefresh: 150,
      tokenVerifications: 30,
      emailSent: 30,
    });
  });

  it('keeps a # inside a string, and drops a comment after it', () => {
    const text = [
      '[auth]',
      'site_url = "http://shop.example/#/home" # the hash route',
      'additional_redirect_urls = [',
      '  "http://shop.example/#reset", # a comment between items',
      '  "http://localhost:5173",',
      ']',
      'password_requirements = "letters_digits" # not "lower_upper_letters_digits"',
    ].join('\n');
    expect(tomlSection(text, 'auth').get('site_url')).toBe('http://shop.example/#/home');
    expect(readAdditionalRedirectUrls(tomlFile(text))).toEqual([
      'http://shop.example/#reset',
      'http://localhost:5173',
    ]);
    expect(readPasswordPolicy(tomlFile(text)).requiredCharacters).toHaveLength(2);
  });

  it('reads additional_redirect_urls only inside [auth]', () => {
    const text = [
      '[studio]',
      'additional_redirect_urls = ["https://evil.example/steal"]',
      '[auth]',
      'site_url = "http://localhost:4173"',
      '[auth.external.github]',
      'additional_redirect_urls = ["https://also-not-auth.example"]',
    ].join('\n');
    expect(readAdditionalRedirectUrls(tomlFile(text))).toEqual([]);
    const inAuth = `${text}\n[auth]\nadditional_redirect_urls = ["http://localhost:5173"]\n`;
    // TOML refuses a table defined twice, so the second [auth] is an error, not a merge.
    expect(() => readAdditionalRedirectUrls(tomlFile(inAuth))).toThrow(/not valid TOML/);
    const dotted = text.replace(
      'site_url = "http://localhost:4173"',
      'site_url = "http://localhost:4173"\nadditional_redirect_urls = ["http://localhost:5173"]',
    );
    expect(readAdditionalRedirectUrls(tomlFile(dotted))).toEqual(['http://localhost:5173']);
  });

  it("reads [auth.rate_limit] as a table of [auth], and falls back to GoTrue's defaults", () => {
    const text = '[auth]\nrate_limit.email_sent = 5\n[api]\nschemas = ["api"]\n';
    expect(readAuthRateLimits(tomlFile(text))).toEqual({ ...GOTRUE_RATE_LIMITS, emailSent: 5 });
    expect(readAuthRateLimits(path.join(tmpdir(), 'no-such-dir', 'config.toml'))).toEqual(
      GOTRUE_RATE_LIMITS,
    );
    expect(readApiSchemas(tomlFile(text))).toEqual({
      schemas: ['api'],
      extraSearchPath: undefined,
    });
  });

  it('refuses a file that is not TOML, naming it', () => {
    const file = tomlFile('[auth\nsite_url = 1\n');
    expect(() => readAuthRateLimits(file)).toThrow(`${file} is not valid TOML`);
  });
});
