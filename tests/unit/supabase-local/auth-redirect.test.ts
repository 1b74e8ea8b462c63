import { describe, expect, it } from 'vitest';
import { allowedRedirect, withFragment } from '../../../supabase/local/auth/redirect.ts';

const SITE = 'http://localhost:4173';

describe('auth redirects', () => {
  it('allows the site itself and loopback apps', () => {
    expect(allowedRedirect('http://localhost:4173/reset?x=1', SITE)).toBe(
      'http://localhost:4173/reset?x=1',
    );
    expect(allowedRedirect('http://localhost:5173/reset', SITE)).toBe(
      'http://localhost:5173/reset',
    );
    expect(allowedRedirect('http://127.0.0.1:3000/cb', SITE)).toBe('http://127.0.0.1:3000/cb');
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
