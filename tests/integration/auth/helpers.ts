// Shared steps of the /auth/v1 integration tests: unique addresses, the outbox, raw calls.
import { randomInt, randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { expect } from 'vitest';
import type { TestServer } from '../../support/local-server.ts';

export const PASSWORD = 'correct-horse-42';

export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.test`;
}

/** A fresh Indian mobile number, as the app's users type it ("+91 9xxxxxxxxx"). */
export function uniquePhone(): string {
  return `+91 9${String(randomInt(0, 1e9)).padStart(9, '0')}`;
}

export interface OutboxMessage {
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
  link: string | null;
  code: string | null;
  created_at: string;
}

/** The newest messages to `recipient` (GET /auth/v1/outbox with the service_role key). */
export async function readOutbox(server: TestServer, recipient: string): Promise<OutboxMessage[]> {
  const response = await fetch(
    `${server.url}/auth/v1/outbox?recipient=${encodeURIComponent(recipient)}`,
    {
      headers: {
        apikey: server.serviceRoleKey,
        authorization: `Bearer ${server.serviceRoleKey}`,
      },
    },
  );
  expect(response.status).toBe(200);
  return (await response.json()) as OutboxMessage[];
}

export async function latestMessage(server: TestServer, recipient: string) {
  const [message] = await readOutbox(server, recipient);
  if (!message) throw new Error(`no message to ${recipient} in the outbox`);
  return message;
}

/** A confirmed account with a session, through the real client. */
export async function signedUpClient(server: TestServer, email = uniqueEmail('user')) {
  const client = server.client();
  const { data, error } = await client.auth.signUp({ email, password: PASSWORD });
  expect(error).toBeNull();
  expect(data.session).not.toBeNull();
  return { client, email, session: data.session!, user: data.user! };
}

/** A raw call to /auth/v1, as a client without auth-js would make it. */
export async function authFetch(
  server: TestServer,
  path: string,
  init: { method?: string; body?: string; token?: string; headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${server.url}/auth/v1${path}`, {
    method: init.method ?? 'GET',
    body: init.body,
    redirect: 'manual',
    headers: {
      apikey: server.anonKey,
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? JSON.parse(text) : null,
  };
}

export function decodeJwt(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
}

/** Whether the session's access token still works at /auth/v1/user. */
export async function userStatus(client: SupabaseClient, accessToken: string) {
  const { data, error } = await client.auth.getUser(accessToken);
  return { user: data.user, status: error?.status, code: error?.code, message: error?.message };
}
