// The session's auth for one data layer: supabase-js's when a backend is configured, else the
// bundled one (signed out, saying why on any attempt). The runtime calls it once its Supabase
// client exists (sync/data-layer.ts hands it over).
import type { AuthParts } from '../engine/runtime.ts';
import { createAuth, type Auth } from './auth.ts';
import { createBundledAuth } from './bundled-auth.ts';

export function authFor({ client, db, offline }: AuthParts): Auth {
  return client ? createAuth(client, db, offline) : createBundledAuth();
}
