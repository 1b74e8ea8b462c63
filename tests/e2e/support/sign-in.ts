// Signing a demo account in without the sign-in screen: a Node supabase-js client gets a
// session from the local server, and the page finds it in localStorage under the app's key
// before any script runs, exactly where supabase-js in the app would have put it.
import { createClient } from '@supabase/supabase-js';
import type { BrowserContext } from 'playwright-core';
import { inject } from 'vitest';
import WebSocket from 'ws';
import { configFromEnv } from '../../../supabase/local/config.ts';
import { AUTH_STORAGE_KEY } from '../../../sync/engine/supabase.ts';

export const DEMO_PASSWORD = 'mgrid-demo';
export type DemoAccount = 'superadmin' | 'admin' | 'user' | 'dealer';

export const apiUrl = () => `http://127.0.0.1:${inject('e2eApiPort')}`;

/** A fresh session (access and refresh token) for an account, as supabase-js stores it. */
export async function sessionFor(email: string, password = DEMO_PASSWORD): Promise<string> {
  const client = createClient(apiUrl(), configFromEnv({ MGRID_QUIET: '1' }).anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error || !data.session) throw new Error(`sign-in of ${email} failed: ${error?.message}`);
  return JSON.stringify(data.session);
}

/**
 * Puts a session for `account` into every page this context opens from now on (unless the
 * page already holds one, so the app's own refreshes and sign-out are not undone).
 */
export async function signInAs(context: BrowserContext, account: DemoAccount): Promise<void> {
  const session = await sessionFor(`${account}@mgrid.local`);
  await context.addInitScript(
    ({ key, value }) => {
      if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
    },
    { key: AUTH_STORAGE_KEY, value: session },
  );
}
