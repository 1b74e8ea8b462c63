// supabase/functions/notify/providers.ts: which provider each channel uses, from the
// environment, and the exact request each one is sent (no network).
import { describe, expect, it } from 'vitest';
import {
  providerFor,
  providerRequest,
  type Message,
} from '../../../supabase/functions/notify/providers.ts';

const envOf = (values: Record<string, string>) => (name: string) => values[name];

const EMAIL: Message = {
  channel: 'email',
  to: 'asha@example.com',
  subject: 'Your order MG-1A2B3C4D is confirmed',
  body: 'Hello Asha Patil, your order MG-1A2B3C4D is confirmed.',
};
const SMS: Message = {
  channel: 'sms',
  to: '+919876543210',
  subject: null,
  body: 'MGRID: your order MG-1A2B3C4D is confirmed.',
};

describe('notify providers', () => {
  it('uses the webhook for both channels when only its URL is set', () => {
    const env = envOf({ NOTIFY_WEBHOOK_URL: 'http://127.0.0.1:9/deliver' });
    expect(providerFor('email', env)).toEqual({
      kind: 'webhook',
      url: 'http://127.0.0.1:9/deliver',
      secret: undefined,
    });
    expect(providerFor('sms', env)?.kind).toBe('webhook');
  });

  it('has no provider, rather than a half-configured one', () => {
    expect(providerFor('email', envOf({}))).toBeNull();
    expect(providerFor('email', envOf({ NOTIFY_EMAIL_PROVIDER: 'resend' }))).toBeNull();
    expect(providerFor('sms', envOf({ NOTIFY_SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k' }))).toBe(
      null,
    );
    // Resend sends email only, MSG91 SMS only.
    expect(
      providerFor('sms', envOf({ NOTIFY_SMS_PROVIDER: 'resend', RESEND_API_KEY: 're_1' })),
    ).toBeNull();
  });

  it('webhook: the message as JSON, with the bearer secret', () => {
    const config = providerFor(
      'sms',
      envOf({ NOTIFY_WEBHOOK_URL: 'https://relay.example.in/send', NOTIFY_WEBHOOK_SECRET: 's3' }),
    )!;
    expect(providerRequest(config, SMS)).toEqual({
      url: 'https://relay.example.in/send',
      headers: { 'content-type': 'application/json', authorization: 'Bearer s3' },
      body: SMS,
    });
  });

  it('resend: from, to, subject and text', () => {
    const config = providerFor(
      'email',
      envOf({
        NOTIFY_EMAIL_PROVIDER: 'resend',
        RESEND_API_KEY: 're_123',
        NOTIFY_EMAIL_FROM: 'MGRID <orders@mgrid.example>',
        // A webhook for SMS does not take email away from Resend.
        NOTIFY_WEBHOOK_URL: 'http://127.0.0.1:9/deliver',
      }),
    )!;
    expect(providerRequest(config, EMAIL)).toEqual({
      url: 'https://api.resend.com/emails',
      headers: { 'content-type': 'application/json', authorization: 'Bearer re_123' },
      body: {
        from: 'MGRID <orders@mgrid.example>',
        to: ['asha@example.com'],
        subject: 'Your order MG-1A2B3C4D is confirmed',
        text: 'Hello Asha Patil, your order MG-1A2B3C4D is confirmed.',
      },
    });
  });

  it('msg91: the flow template with the number as digits and the text as its variable', () => {
    const config = providerFor(
      'sms',
      envOf({ NOTIFY_SMS_PROVIDER: 'MSG91', MSG91_AUTH_KEY: 'auth-1', MSG91_TEMPLATE_ID: 'tpl-9' }),
    )!;
    expect(providerRequest(config, SMS)).toEqual({
      url: 'https://control.msg91.com/api/v5/flow',
      headers: { 'content-type': 'application/json', authkey: 'auth-1' },
      body: {
        template_id: 'tpl-9',
        short_url: '0',
        recipients: [{ mobiles: '919876543210', body: SMS.body }],
      },
    });
  });
});
