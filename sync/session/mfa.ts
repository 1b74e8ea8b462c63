// Two-step sign-in with a TOTP authenticator app (GoTrue's /factors API through supabase-js):
// enroll with a QR code, confirm with a first code, be asked for a code at each sign-in,
// remove. Staff accounts with a verified factor need the code for their rights (SQL, aal2).
import type { AppClient } from '../engine/supabase.ts';
import { CODE_INVALID } from '../../src/lib/messages.ts';
import { authErrorMessage } from './errors.ts';
import type { TotpEnrollment, TotpFactor } from './model.ts';

export interface Mfa {
  /** The account's authenticators (verified or still being set up). */
  factors(): Promise<TotpFactor[]>;
  /** True when the session is password-only but the account has a verified factor. */
  pending(): Promise<boolean>;
  enroll(friendlyName: string): Promise<TotpEnrollment>;
  /** Confirms a new authenticator with its first code; the session becomes aal2. */
  confirm(factorId: string, code: string): Promise<void>;
  /** The code at sign-in, for the account's verified authenticator. */
  verify(code: string): Promise<void>;
  remove(factorId: string): Promise<void>;
}

const fail = (error: { message?: string; code?: string; status?: number }, fallback: string) =>
  new Error(authErrorMessage(error, fallback));

export function createMfa(client: AppClient): Mfa {
  const challengeAndVerify = async (factorId: string, code: string) => {
    const { error } = await client.auth.mfa.challengeAndVerify({
      factorId,
      code: code.replace(/\s+/g, ''),
    });
    if (error) throw fail(error, CODE_INVALID);
  };
  return {
    async factors() {
      const { data, error } = await client.auth.mfa.listFactors();
      if (error) throw fail(error, error.message);
      return data.all
        .filter((f) => f.factor_type === 'totp')
        .map((f) => ({
          id: f.id,
          friendlyName: f.friendly_name ?? null,
          verified: f.status === 'verified',
        }));
    },
    async pending() {
      const { data } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
      return data?.nextLevel === 'aal2' && data.currentLevel !== 'aal2';
    },
    async enroll(friendlyName) {
      // A half-finished set-up from before would block a new one with the same name.
      const { data: listed } = await client.auth.mfa.listFactors();
      for (const stale of listed?.all.filter((f) => f.status !== 'verified') ?? []) {
        await client.auth.mfa.unenroll({ factorId: stale.id });
      }
      const { data, error } = await client.auth.mfa.enroll({
        factorType: 'totp',
        friendlyName,
        issuer: 'MGRID',
      });
      if (error) throw fail(error, error.message);
      return {
        factorId: data.id,
        qrCode: data.totp.qr_code,
        secret: data.totp.secret,
        uri: data.totp.uri,
      };
    },
    confirm: challengeAndVerify,
    async verify(code) {
      const { data, error } = await client.auth.mfa.listFactors();
      if (error) throw fail(error, error.message);
      const factor = data.totp.find((f) => f.status === 'verified');
      if (!factor) throw new Error(CODE_INVALID);
      await challengeAndVerify(factor.id, code);
    },
    async remove(factorId) {
      const { error } = await client.auth.mfa.unenroll({ factorId });
      if (error) throw fail(error, error.message);
    },
  };
}
