// The one Supabase client of the app (auth, rest, realtime), tuned to the spec's timings, and
// the signal of whether the backend answers: any HTTP response means reachable, a failed
// fetch means not.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.types.ts';
import {
  REALTIME_HEARTBEAT_MS,
  REALTIME_RECONNECT_BACKOFF_MS,
  REALTIME_TIMEOUT_MS,
} from '../../src/lib/constants.ts';
import { AUTH_STORAGE_KEY } from './auth-storage-key.ts';

export interface SupabaseOptions {
  /** A WebSocket constructor where the platform has none (Node 20 in tests: `ws`). */
  realtimeTransport?: unknown;
  /** Where the auth session lives (default: localStorage in a browser, memory elsewhere). */
  authStorage?: {
    getItem(key: string): string | null | Promise<string | null>;
    setItem(key: string, value: string): void | Promise<void>;
    removeItem(key: string): void | Promise<void>;
  };
  /** Override fetch (tests); reachability is still tracked around it. */
  fetch?: typeof fetch;
}

/** The app's client, typed by the generated database types (npm run gen:types). */
export type AppClient = SupabaseClient<Database>;

export type Reachability = (reachable: boolean) => void;

export { AUTH_STORAGE_KEY };

function trackingFetch(base: typeof fetch, onReachability: Reachability): typeof fetch {
  return async (input, init) => {
    try {
      const response = await base(input, init);
      onReachability(true);
      return response;
    } catch (error) {
      if (!(error instanceof Error && error.name === 'AbortError')) onReachability(false);
      throw error;
    }
  };
}

function memoryStorage(): NonNullable<SupabaseOptions['authStorage']> {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

export function createSupabase(
  url: string,
  key: string,
  onReachability: Reachability,
  options: SupabaseOptions = {},
): AppClient {
  const browser = typeof window !== 'undefined' && typeof window.localStorage !== 'undefined';
  const baseFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const backoff = REALTIME_RECONNECT_BACKOFF_MS;
  const authStorage = options.authStorage ?? (browser ? window.localStorage : memoryStorage());
  const client = createClient<Database>(url, key, {
    auth: {
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: browser,
      storageKey: AUTH_STORAGE_KEY,
      storage: authStorage,
    },
    global: { fetch: trackingFetch(baseFetch, onReachability) },
    realtime: {
      heartbeatIntervalMs: REALTIME_HEARTBEAT_MS,
      timeout: REALTIME_TIMEOUT_MS,
      reconnectAfterMs: (tries: number) => backoff[Math.min(tries, backoff.length) - 1] ?? 10_000,
      ...(options.realtimeTransport ? { transport: options.realtimeTransport as never } : {}),
    },
  });
  storedUserId.set(client, async () => {
    try {
      const raw = await authStorage.getItem(AUTH_STORAGE_KEY);
      const id = raw ? (JSON.parse(raw) as { user?: { id?: unknown } }).user?.id : undefined;
      return typeof id === 'string' ? id : null;
    } catch {
      return null;
    }
  });
  clearStoredSession.set(client, async () => {
    for (const suffix of ['', '-user', '-code-verifier']) {
      await authStorage.removeItem(`${AUTH_STORAGE_KEY}${suffix}`);
    }
    await client.realtime.setAuth();
  });
  return client;
}

/**
 * Forgets the session on this device without asking the server (supabase-js's sign-out
 * needs the server, even with scope 'local'). Requests and realtime fall back to the anon key.
 */
export const clearStoredSession = new WeakMap<AppClient, () => Promise<void>>();

/** The user of the session stored on this device, read without any request (or null). */
export const storedUserId = new WeakMap<AppClient, () => Promise<string | null>>();
