// The buyers' notifications on the local server: the shop's notify function
// (supabase/functions/notify) is given a webhook provider that lands each email and SMS in the
// local mail/SMS outbox (GET /auth/v1/outbox, where sign-in codes go), and is called as the
// hosted pg_cron job would call it: every few seconds, and at once when the database says
// new messages are due (LISTEN notifications_due). The function itself knows nothing of this.
import { randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import { storeMessage } from '../auth/outbox.ts';
import { closeServer, listen } from '../http/listen.ts';
import type { HostedApi } from '../server.ts';

export interface NotificationSenderOptions {
  /** How often to call the function when nothing wakes it (ms); 0: never on its own. */
  intervalMs?: number;
  /** Wake up at once when the database writes a message (default: true). */
  listen?: boolean;
}

export interface NotificationSender {
  /** The webhook the function posts to (NOTIFY_WEBHOOK_URL while this runs). */
  webhookUrl: string;
  /** Calls the function until nothing due is left; resolves with what it answered last. */
  runNow(): Promise<unknown>;
  close(): Promise<void>;
}

const MAX_BODY = 64 * 1024;

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new Error('too large');
    chunks.push(chunk as Buffer);
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
}

function sameSecret(given: string, secret: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The webhook provider's endpoint: {channel, to, subject, body} into the local outbox. */
async function startWebhook(api: HostedApi, secret: string) {
  const server = createServer((req, res) => {
    void (async () => {
      const token = req.headers.authorization?.replace(/^Bearer\s+/i, '') ?? '';
      if (req.method !== 'POST' || !sameSecret(token, secret)) {
        res.writeHead(req.method === 'POST' ? 401 : 405).end();
        return;
      }
      try {
        const { channel, to, subject, body } = await readJson(req);
        if (
          (channel !== 'email' && channel !== 'sms') ||
          typeof to !== 'string' ||
          typeof body !== 'string' ||
          !to.trim() ||
          !body.trim()
        ) {
          res.writeHead(400, { 'content-type': 'text/plain' }).end('Send {channel, to, body}');
          return;
        }
        const id = await storeMessage(api.engine, api, {
          channel,
          to,
          subject: typeof subject === 'string' ? subject : null,
          body,
        });
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id }));
      } catch (error) {
        res.writeHead(400, { 'content-type': 'text/plain' }).end((error as Error).message);
      }
    })();
  });
  // Security: loopback only, and the secret: nobody else writes into the outbox.
  const port = await listen(server, 0, '127.0.0.1', 'notifications webhook');
  return { url: `http://127.0.0.1:${port}/deliver`, close: () => closeServer(server) };
}

/** Whether messages are due (cheap, so the function is only called when there is work). */
async function due(api: HostedApi): Promise<boolean> {
  try {
    const { rows } = await api.engine.query<{ due: boolean }>(
      `select exists (select 1 from public.notifications
        where sent_at is null and attempts < 5
          and (next_attempt_at is null or next_attempt_at <= now())) as due`,
    );
    return rows[0]?.due === true;
  } catch {
    return false;
  }
}

export async function startNotificationSender(
  api: HostedApi,
  options: NotificationSenderOptions = {},
): Promise<NotificationSender> {
  const secret = randomUUID();
  const webhook = await startWebhook(api, secret);
  // A provider the developer configured wins; otherwise messages go to the local outbox.
  const configured = ['NOTIFY_WEBHOOK_URL', 'NOTIFY_EMAIL_PROVIDER', 'NOTIFY_SMS_PROVIDER'].some(
    (name) => process.env[name],
  );
  if (!configured) {
    process.env.NOTIFY_WEBHOOK_URL = webhook.url;
    process.env.NOTIFY_WEBHOOK_SECRET = secret;
  }

  let lastError = '';
  async function callOnce(): Promise<unknown> {
    const response = await fetch(`${api.apiUrl}/functions/v1/notify`, {
      method: 'POST',
      headers: {
        apikey: api.config.serviceRoleKey,
        authorization: `Bearer ${api.config.serviceRoleKey}`,
      },
    });
    const answer = (await response.json().catch(() => null)) as {
      claimed?: number;
      failed?: { error: string }[];
    } | null;
    const problem = response.ok
      ? (answer?.failed?.[0]?.error ?? '')
      : `${response.status} ${JSON.stringify(answer)}`;
    // Said once, not every few seconds while a provider stays down.
    if (problem && problem !== lastError) api.log(`notify: ${problem}`);
    lastError = problem;
    return answer;
  }

  let running: Promise<unknown> | undefined;
  let again = false;
  let closed = false;
  function runNow(): Promise<unknown> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let answer: unknown = null;
      do {
        again = false;
        while (!closed && (await due(api))) {
          answer = await callOnce();
          // Only failures left, or nothing claimable: wait for the next round.
          if (!(answer as { claimed?: number } | null)?.claimed) break;
          if ((answer as { failed?: unknown[] }).failed?.length) break;
        }
      } while (again && !closed);
      return answer;
    })().finally(() => (running = undefined));
    return running;
  }
  const wake = () => void runNow().catch((error: Error) => api.log(`notify: ${error.message}`));

  const timer =
    (options.intervalMs ?? 3000) > 0 ? setInterval(wake, options.intervalMs ?? 3000) : undefined;
  timer?.unref();
  const unlisten =
    options.listen === false
      ? undefined
      : await api.engine.listen('notifications_due', wake).catch(() => undefined);

  return {
    webhookUrl: webhook.url,
    runNow,
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      await unlisten?.().catch(() => undefined);
      await running?.catch(() => undefined);
      await webhook.close();
      if (process.env.NOTIFY_WEBHOOK_URL === webhook.url) {
        delete process.env.NOTIFY_WEBHOOK_URL;
        delete process.env.NOTIFY_WEBHOOK_SECRET;
      }
    },
  };
}
