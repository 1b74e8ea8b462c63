// Hardening finding 4 (bench/attack-list.ts): one visitor cannot block mail for everyone. Requests
// that send mail are limited per address; the mail actually sent is limited per recipient and for
// the project, and a request for an unknown address spends none of the project's budget.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, UNTHROTTLED, type TestServer } from '../../support/local-server.ts';
import { readOutbox, signedUpClient, uniqueEmail } from '../auth/helpers.ts';
import { callFrom } from './client-http.ts';

const EMAIL_SENT = 30;

describe('mail budgets per address, per recipient and for the project', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', {
      authRateLimits: { ...UNTHROTTLED, emailSent: EMAIL_SENT },
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const recover = (from: string, email: string) =>
    callFrom(from, `${server.url}/auth/v1/recover`, {
      method: 'POST',
      body: { email },
      headers: { apikey: server.anonKey },
    });

  it('31 recover requests from one address do not block a reset mail for another user', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= EMAIL_SENT; i++) {
      statuses.push((await recover('127.0.0.5', uniqueEmail(`flood${i}`))).status);
    }
    expect(statuses.slice(0, EMAIL_SENT).every((s) => s === 200)).toBe(true);
    expect(statuses[EMAIL_SENT]).toBe(429);

    const { email } = await signedUpClient(server);
    const reset = await recover('127.0.0.6', email);
    expect(reset.status).toBe(200);
    const mails = await readOutbox(server, email);
    expect(mails.filter((m) => m.subject === 'Reset Your Password')).toHaveLength(1);
  }, 60_000);

  it('limits the mail one recipient gets, whatever address asks, storing no more codes', async () => {
    const { email } = await signedUpClient(server);
    const perRecipient = Math.ceil(EMAIL_SENT / 6);
    const statuses: number[] = [];
    for (let i = 0; i <= perRecipient; i++) {
      statuses.push((await recover(`127.0.1.${i + 1}`, email)).status);
    }
    expect(statuses).toEqual([...Array.from({ length: perRecipient }, () => 200), 429]);
    const mails = await readOutbox(server, email);
    expect(mails.filter((m) => m.subject === 'Reset Your Password')).toHaveLength(perRecipient);
  }, 60_000);
});
