// Where the buyers' messages go, per channel, chosen by the server's environment:
//   webhook  any HTTP endpoint taking {channel, to, subject, body} as JSON (the local server's
//            mail/SMS outbox speaks it; hosted, an SMTP relay or SMS gateway behind a small
//            HTTP hook), with an optional bearer secret;
//   resend   email through Resend's HTTP API (POST /emails);
//   msg91    SMS through MSG91's Flow API (a DLT-approved template whose one variable is the
//            text; Indian SMS needs the template registered first).
// Each provider is a pure request builder, so the formats are unit tested without a network.

export type Channel = 'email' | 'sms';

export interface Message {
  channel: Channel;
  /** An email address, or a phone number as +91 and ten digits. */
  to: string;
  subject: string | null;
  body: string;
}

export type ProviderConfig =
  | { kind: 'webhook'; url: string; secret?: string }
  | { kind: 'resend'; apiKey: string; from: string; baseUrl: string }
  | { kind: 'msg91'; authKey: string; templateId: string; baseUrl: string };

export const DEFAULT_RESEND_BASE_URL = 'https://api.resend.com';
export const DEFAULT_MSG91_BASE_URL = 'https://control.msg91.com/api/v5';

type Env = (name: string) => string | undefined;

/**
 * The provider of one channel: NOTIFY_EMAIL_PROVIDER / NOTIFY_SMS_PROVIDER name it (webhook,
 * resend for email, msg91 for SMS); unnamed, the webhook when NOTIFY_WEBHOOK_URL is set.
 * Null when the channel has none (its messages wait, untried) or a setting is missing.
 */
export function providerFor(channel: Channel, env: Env): ProviderConfig | null {
  const read = (name: string) => env(name)?.trim() || undefined;
  const webhookUrl = read('NOTIFY_WEBHOOK_URL');
  const kind =
    read(channel === 'email' ? 'NOTIFY_EMAIL_PROVIDER' : 'NOTIFY_SMS_PROVIDER')?.toLowerCase() ??
    (webhookUrl ? 'webhook' : undefined);
  if (kind === 'webhook' && webhookUrl) {
    return { kind, url: webhookUrl, secret: read('NOTIFY_WEBHOOK_SECRET') };
  }
  if (kind === 'resend' && channel === 'email') {
    const apiKey = read('RESEND_API_KEY');
    const from = read('NOTIFY_EMAIL_FROM');
    if (!apiKey || !from) return null;
    return { kind, apiKey, from, baseUrl: read('RESEND_BASE_URL') ?? DEFAULT_RESEND_BASE_URL };
  }
  if (kind === 'msg91' && channel === 'sms') {
    const authKey = read('MSG91_AUTH_KEY');
    const templateId = read('MSG91_TEMPLATE_ID');
    if (!authKey || !templateId) return null;
    return {
      kind,
      authKey,
      templateId,
      baseUrl: read('MSG91_BASE_URL') ?? DEFAULT_MSG91_BASE_URL,
    };
  }
  return null;
}

/** The HTTP request that hands `message` to the provider. */
export function providerRequest(
  config: ProviderConfig,
  message: Message,
): { url: string; headers: Record<string, string>; body: unknown } {
  const json = { 'content-type': 'application/json' };
  switch (config.kind) {
    case 'webhook':
      return {
        url: config.url,
        headers: config.secret ? { ...json, authorization: `Bearer ${config.secret}` } : json,
        body: message,
      };
    case 'resend':
      return {
        url: `${config.baseUrl}/emails`,
        headers: { ...json, authorization: `Bearer ${config.apiKey}` },
        body: {
          from: config.from,
          to: [message.to],
          subject: message.subject ?? '',
          text: message.body,
        },
      };
    case 'msg91':
      return {
        url: `${config.baseUrl}/flow`,
        headers: { ...json, authkey: config.authKey },
        // MSG91 wants the number as digits with the country code, no plus.
        body: {
          template_id: config.templateId,
          short_url: '0',
          recipients: [{ mobiles: message.to.replace(/\D/g, ''), body: message.body }],
        },
      };
  }
}

export class SendError extends Error {
  override name = 'SendError';
}

/** Sends one message; throws SendError with what went wrong, in words, on any failure. */
export async function send(
  config: ProviderConfig,
  message: Message,
  timeoutMs: number,
): Promise<void> {
  const request = providerRequest(config, message);
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: 'POST',
      headers: request.headers,
      body: JSON.stringify(request.body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new SendError(`${config.kind} unreachable or too slow (${(error as Error).name})`);
  }
  if (!response.ok) {
    // The provider's own words help staff (a bad number, a blocked template); clipped, and
    // never the request, which holds the key.
    const text = (await response.text().catch(() => '')).replace(/\s+/g, ' ').slice(0, 200);
    throw new SendError(`${config.kind} answered ${response.status}${text ? `: ${text}` : ''}`);
  }
  await response.body?.cancel();
}
