// Vitest setup file of the database, integration and end-to-end suites, whose files share one
// worker (vitest.config.ts, `isolate: false`): after each test file, the next starts as in a
// fresh worker but for what node_modules loaded (PGlite, playwright, pg, supabase-js), which
// stays loaded. Our modules are evaluated again, so state a module keeps for its process (the
// sign-in slowdown's failed attempts, the assistant's rate limit, caches) does not reach the
// next file; and process.env is as it was before the file.
import { afterAll, vi } from 'vitest';

const env = { ...process.env };

afterAll(() => {
  vi.resetModules();
  for (const name of Object.keys(process.env)) if (!(name in env)) delete process.env[name];
  Object.assign(process.env, env);
});
