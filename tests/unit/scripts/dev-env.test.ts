// `npm run dev` talks to `npm run backend` out of the box: .env.development names the local
// API and the CLI's public demo anon key (never the service_role key), and only Vite's
// development mode reads it: a build (production) and the tests (vitest's mode) do not.
import path from 'node:path';
import { loadEnv } from 'vite';
import { describe, expect, it } from 'vitest';
import { DEMO_ANON_KEY, configFromEnv } from '../../../supabase/local/config.ts';

const role = (jwt: string) =>
  (JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')) as { role?: string })
    .role;

const ROOT = path.resolve(import.meta.dirname, '../../..');
/** What a mode's env files give, without this process's own variables. */
function filesOf(mode: string) {
  const saved = { url: process.env.VITE_SUPABASE_URL, key: process.env.VITE_SUPABASE_ANON_KEY };
  delete process.env.VITE_SUPABASE_URL;
  delete process.env.VITE_SUPABASE_ANON_KEY;
  try {
    return loadEnv(mode, ROOT, 'VITE_');
  } finally {
    if (saved.url !== undefined) process.env.VITE_SUPABASE_URL = saved.url;
    if (saved.key !== undefined) process.env.VITE_SUPABASE_ANON_KEY = saved.key;
  }
}

describe('.env.development', () => {
  it("names the local server's API address and its public anon key", () => {
    const env = filesOf('development');
    const local = configFromEnv({});
    expect(env.VITE_SUPABASE_URL).toBe(`http://127.0.0.1:${local.apiPort}`);
    expect(env.VITE_SUPABASE_ANON_KEY).toBe(DEMO_ANON_KEY);
    expect(env.VITE_SUPABASE_ANON_KEY).toBe(local.anonKey);
    expect(role(env.VITE_SUPABASE_ANON_KEY!)).toBe('anon');
    expect(env.VITE_SUPABASE_ANON_KEY).not.toBe(local.serviceRoleKey);
  });

  it('is not read by a build or by the tests', () => {
    expect(filesOf('production').VITE_SUPABASE_URL).toBeUndefined();
    expect(filesOf('test').VITE_SUPABASE_URL).toBeUndefined();
    // The tests themselves run in vitest's own mode, without the file's address.
    expect(import.meta.env.MODE).toBe('test');
    expect(import.meta.env.VITE_SUPABASE_URL).toBeUndefined();
  });
});
