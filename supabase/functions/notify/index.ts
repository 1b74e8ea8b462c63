// POST /functions/v1/notify (service role only) -> {claimed, sent, failed: [{id, error}]}.
// Sends the messages the database wrote to public.notifications (orders' and quotations'; a
// quotation's body carries {link}, completed here with SITE_URL, links.ts): claims a batch
// (oldest first; rows another run holds are skipped, so nothing goes out twice), hands each
// to its channel's provider (providers.ts) and records sent_at, or last_error and when to try
// again. Called every minute by pg_cron + pg_net when hosted (docs/deploying.md), and every
// few seconds by the local app host (supabase/local/app-host/notifications.ts).
//
// Environment: NOTIFY_EMAIL_PROVIDER, NOTIFY_SMS_PROVIDER, NOTIFY_WEBHOOK_URL,
// NOTIFY_WEBHOOK_SECRET, RESEND_API_KEY, NOTIFY_EMAIL_FROM, MSG91_AUTH_KEY, MSG91_TEMPLATE_ID
// (providers.ts); SITE_URL (links.ts: the site's address in links, http://localhost:4173 by
// default; set it as a secret when hosted); NOTIFY_BATCH_SIZE (20), NOTIFY_TIMEOUT_MS (5000), NOTIFY_RETRY_SECONDS (60,
// doubled after each failure); SUPABASE_URL (set by the platform; locally the API it is
// called through).
import { env } from '../_shared/env.ts';
import { withCors } from '../_shared/cors.ts';
import { serveOnEdge } from '../_shared/serve.ts';
import { siteUrl, withLink } from './links.ts';
import { providerFor, send, type Channel, type ProviderConfig } from './providers.ts';

interface Claimed {
  id: string;
  channel: Channel;
  recipient: string;
  subject: string | null;
  body: string;
  /** The page the body's {link} points to (quotations), or null. */
  link_path: string | null;
  attempts: number;
}

const positive = (name: string, fallback: number) =>
  Number(env(name)) > 0 ? Number(env(name)) : fallback;

/**
 * The role in the caller's JWT. The gateway has checked the signature (the local server
 * always, Supabase with verify_jwt on); a forged token would still fail at the database,
 * which is called with the same token.
 */
function roleOf(token: string): string | undefined {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    return (JSON.parse(json) as { role?: string }).role;
  } catch {
    return undefined;
  }
}

function restClient(apiUrl: string, token: string) {
  return async function rpc<T>(name: string, args: Record<string, unknown>): Promise<T> {
    const response = await fetch(`${apiUrl}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: {
        apikey: token,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(args),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${name} answered ${response.status}: ${text.slice(0, 300)}`);
    return (text ? JSON.parse(text) : null) as T;
  };
}

async function notify(request: Request): Promise<Response> {
  if (request.method !== 'POST') return Response.json({ error: 'Use POST' }, { status: 405 });
  const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
  if (roleOf(token) !== 'service_role') {
    return Response.json(
      { error: 'Only the service role may send notifications' },
      { status: 403 },
    );
  }
  const providers = new Map<Channel, ProviderConfig>();
  for (const channel of ['email', 'sms'] as const) {
    const config = providerFor(channel, env);
    if (config) providers.set(channel, config);
  }
  if (providers.size === 0) {
    return Response.json(
      { error: 'No email or SMS provider is configured (NOTIFY_WEBHOOK_URL, see providers.ts)' },
      { status: 503 },
    );
  }

  const apiUrl = env('SUPABASE_URL')?.replace(/\/+$/, '') || new URL(request.url).origin;
  const rpc = restClient(apiUrl, token);
  // Oldest first, as the claim answers them.
  const claimed = await rpc<Claimed[]>('claim_notifications', {
    batch_size: positive('NOTIFY_BATCH_SIZE', 20),
    channels: [...providers.keys()],
  });

  const site = siteUrl(env);
  const timeoutMs = positive('NOTIFY_TIMEOUT_MS', 5000);
  const retrySeconds = Number(env('NOTIFY_RETRY_SECONDS') ?? 60);
  let sent = 0;
  const failed: { id: string; error: string }[] = [];
  for (const row of claimed) {
    let error: string | null = null;
    try {
      await send(
        providers.get(row.channel)!,
        {
          channel: row.channel,
          to: row.recipient,
          subject: row.subject,
          body: withLink(row.body, row.link_path, site),
        },
        timeoutMs,
      );
      sent += 1;
    } catch (caught) {
      error = (caught as Error).message;
      failed.push({ id: row.id, error });
    }
    await rpc('finish_notification', {
      notification_id: row.id,
      error,
      // 1, 2, 4, 8 times the base delay after the 1st to 4th failure (the 5th is the last).
      retry_after_seconds:
        Math.max(0, Number.isFinite(retrySeconds) ? retrySeconds : 60) * 2 ** (row.attempts - 1),
    });
  }
  return Response.json({ claimed: claimed.length, sent, failed });
}

/** Answers browsers too: the preflight and CORS headers on every response (_shared/cors.ts). */
const handler = withCors(notify);
export default handler;

serveOnEdge(handler);
