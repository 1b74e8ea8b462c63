// The local outbox: mail and SMS that GoTrue would hand to SMTP or an SMS provider are
// stored in auth.outbox and printed, so developers and tests can read them.
import type { ServerContext } from '../context.ts';
import type { Queryable } from '../db/engine.ts';
import { formatPhone } from './validate.ts';
import { iso, type Timestamp } from './timestamps.ts';

export type MailKind =
  'signup' | 'invite' | 'magiclink' | 'recovery' | 'email_change' | 'reauthentication';

const SUBJECTS: Record<MailKind, string> = {
  signup: 'Confirm Your Signup',
  invite: 'You have been invited',
  magiclink: 'Your Magic Link',
  recovery: 'Reset Your Password',
  email_change: 'Confirm Email Change',
  reauthentication: 'Confirm reauthentication',
};

const LEADS: Record<MailKind, string> = {
  signup: 'Follow this link to confirm your user:',
  invite: 'You have been invited to create a user. Follow this link to accept the invite:',
  magiclink: 'Follow this link to login:',
  recovery: 'Follow this link to reset the password for your user:',
  email_change: 'Follow this link to confirm the update of your email:',
  reauthentication: 'Enter the code to confirm it is you.',
};

/** GoTrue's default templates, as plain text. */
export function composeMail(kind: MailKind, link: string | null, code: string) {
  const lines = [LEADS[kind]];
  if (link) lines.push(link, '', `Alternatively, enter the code: ${code}`);
  else lines.push(`Code: ${code}`);
  return { subject: SUBJECTS[kind], body: lines.join('\n') };
}

/** `${apiUrl}/auth/v1/verify?token=...&type=...&redirect_to=...`, GoTrue's ConfirmationURL. */
export function confirmationUrl(apiUrl: string, hash: string, type: string, redirectTo: string) {
  const query = new URLSearchParams({ token: hash, type, redirect_to: redirectTo });
  return `${apiUrl}/auth/v1/verify?${query.toString()}`;
}

export interface OutgoingMail {
  kind: MailKind;
  to: string;
  code: string;
  link: string | null;
}

export async function sendMail(q: Queryable, ctx: ServerContext, mail: OutgoingMail) {
  const { subject, body } = composeMail(mail.kind, mail.link, mail.code);
  await q.query(
    `insert into auth.outbox (channel, recipient, subject, body, link, code)
     values ('email', $1, $2, $3, $4, $5)`,
    [mail.to.toLowerCase(), subject, body, mail.link, mail.code],
  );
  ctx.log(`mail to ${mail.to}: ${subject}${mail.link ? ` ${mail.link}` : ''} (code ${mail.code})`);
}

/** Returns the message id (GoTrue returns the SMS provider's). */
export async function sendSms(
  q: Queryable,
  ctx: ServerContext,
  to: string,
  code: string,
): Promise<string> {
  const body = `Your code is ${code}`;
  const { rows } = await q.query<{ id: string }>(
    `insert into auth.outbox (channel, recipient, body, code) values ('sms', $1, $2, $3)
     returning id::text as id`,
    [formatPhone(to), body, code],
  );
  ctx.log(`sms to +${formatPhone(to)}: ${body}`);
  return `local-${rows[0]!.id}`;
}

/**
 * A message the project's own code hands the outbox, as it would hand an SMTP relay or an SMS
 * gateway (e.g. a function's notifications, wired in by whoever starts the server). Returns
 * its id.
 */
export async function storeMessage(
  q: Queryable,
  ctx: Pick<ServerContext, 'log'>,
  message: { channel: 'email' | 'sms'; to: string; subject: string | null; body: string },
): Promise<number> {
  const recipient =
    message.channel === 'email' ? message.to.trim().toLowerCase() : formatPhone(message.to);
  const { rows } = await q.query<{ id: string }>(
    `insert into auth.outbox (channel, recipient, subject, body) values ($1, $2, $3, $4)
     returning id::text as id`,
    [
      message.channel,
      recipient,
      message.channel === 'email' ? message.subject : null,
      message.body,
    ],
  );
  ctx.log(`${message.channel} to ${recipient}: ${message.subject ?? message.body}`);
  return Number(rows[0]!.id);
}

interface OutboxRow {
  id: string;
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
  link: string | null;
  code: string | null;
  created_at: Timestamp;
}

/** Newest first; `recipient` is an email (any case) or a phone number (any format). */
export async function listOutbox(
  q: Queryable,
  filter: { recipient?: string; channel?: string; limit: number },
) {
  const recipient = filter.recipient
    ? filter.recipient.includes('@')
      ? filter.recipient.toLowerCase()
      : formatPhone(filter.recipient)
    : null;
  const { rows } = await q.query<OutboxRow>(
    // o.id, the number: a bare "id" would sort the text output column ('9' after '10').
    `select o.id::text as id, o.channel, o.recipient, o.subject, o.body, o.link, o.code, o.created_at
     from auth.outbox o
     where ($1::text is null or o.recipient = $1) and ($2::text is null or o.channel = $2)
     order by o.id desc limit $3`,
    [recipient, filter.channel ?? null, filter.limit],
  );
  return rows.map((row) => ({ ...row, id: Number(row.id), created_at: iso(row.created_at) }));
}
