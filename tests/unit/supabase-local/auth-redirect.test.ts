import { describe, expect, it } from 'vitest';
import { allowedRedirect, withFragment } from '../../../supabase/local/auth/redirect.ts';

const SITE = 'http://localhost:4173';

describe('auth redirects', () => {
  it('allows the site itself and the additional redirect URLs of config.toml', () => {
    const extra = ['http://localhost:5173', 'http://127.0.0.1:4173/reset-password'];
    expect(allowedRedirect('http://localhost:4173/reset?x=1', SITE, extra)).toBe(
      'http://localhost:4173/reset?x=1',
    );
    expect(allowedRedirect('http://localhost:5173/reset', SITE, extra)).toBe(
      'http://localhost:5173/reset',
    );
    expect(allowedRedirect('http://127.0.0.1:4173/reset-password', SITE, extra)).toBe(
      'http://127.0.0.1:4173/reset-password',
    );
  });

  it('refuses any other loopback port (another local app would receive the tokens)', () => {
    expect(allowedRedirect('http://127.0.0.1:3000/cb', SITE)).toBe(SITE);
    expect(allowedRedirect('http://localhost:5173/reset', SITE)).toBe(SITE);
    expect(allowedRedirect('http://localhost:9999/x', SITE, ['http://localhost:5173'])).toBe(SITE);
  });

  it('sends anything else to the site URL (no open redirect for tokens)', () => {
    expect(allowedRedirect('https://evil.example/steal', SITE)).toBe(SITE);
    expect(allowedRedirect('javascript:alert(1)', SITE)).toBe(SITE);
    expect(allowedRedirect('not a url', SITE)).toBe(SITE);
    expect(allowedRedirect(null, SITE)).toBe(SITE);
    expect(allowedRedirect('https://shop.example/a', 'https://shop.example')).toBe(
      'https://shop.example/a',
    );
    expect(allowedRedirect('https://shop.example:8443/a', 'https://shop.example')).toBe(
      'https://shop.example',
    );
  });

  it('puts sorted, encoded parameters in the fragment, replacing any fragment', () => {
    expect(withFragment('http://a/b#old', { type: 'recovery', access_token: 'x y', sb: '' })).toBe(
      'http://a/b#access_token=x+y&sb=&type=recovery',
    );
  });
});
