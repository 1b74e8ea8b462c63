import { describe, expect, it } from 'vitest';
import { recoveryRedirect } from '../../../src/lib/recovery-url.ts';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('recovery-URL detection', () => {
  it('sends the auth server landing (type=recovery in the hash) to /reset-password', () => {
    const hash =
      '#access_token=a.b.c&expires_in=3600&refresh_token=r1&token_type=bearer&type=recovery';
    expect(recoveryRedirect(at('/', '', hash))).toBe(`/reset-password${hash}`);
  });

  it('sends a query carrying the recovery type, keeping every parameter', () => {
    expect(recoveryRedirect(at('/login', '?token_hash=abc&type=recovery'))).toBe(
      '/reset-password?token_hash=abc&type=recovery',
    );
    expect(recoveryRedirect(at('/products/ml01', '?a=1', '#type=RECOVERY'))).toBe(
      '/reset-password?a=1#type=RECOVERY',
    );
  });

  it('leaves other addresses alone', () => {
    expect(recoveryRedirect(at('/'))).toBeNull();
    expect(recoveryRedirect(at('/', '?type=signup'))).toBeNull();
    expect(recoveryRedirect(at('/', '', '#access_token=x&type=magiclink'))).toBeNull();
    expect(recoveryRedirect(at('/products', '?q=recovery'))).toBeNull();
    expect(recoveryRedirect(at('/', '', '#main'))).toBeNull();
    expect(recoveryRedirect(at('/', '?type=recoveryx'))).toBeNull();
  });

  it('never redirects /reset-password itself', () => {
    expect(recoveryRedirect(at('/reset-password', '', '#type=recovery'))).toBeNull();
  });
});
