import { configDefaults, defineConfig } from 'vitest/config';
import { NOT_IN_REVOKED_DEFAULTS_PASS } from './tests/support/db-passes.ts';

// Unit tests are pure and parallel; database and integration suites start real
// servers (PGlite, a throwaway PostgreSQL cluster, the local Supabase server), so
// they run one file at a time to keep a 2-core CI machine predictable.
export default defineConfig({
  test: {
    // The default output, then each project's slowest files and its total (docs/testing.md,
    // "Time budget").
    reporters: ['default', './tests/support/timing-reporter.ts'],
    projects: [
      {
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      {
        test: {
          name: 'db',
          include: ['tests/db/**/*.test.ts'],
          // The second pass (revoked default privileges) runs every file those privileges can
          // change; the rest ran in the first (tests/support/db-passes.ts says why).
          exclude: [
            ...configDefaults.exclude,
            ...(process.env.MGRID_REVOKED_DEFAULTS === '1' ? NOT_IN_REVOKED_DEFAULTS_PASS : []),
          ],
          fileParallelism: false,
          // One worker for all files: node_modules (PGlite and its WebAssembly, pg) load once a
          // run, not once a file. After each file our modules load afresh and process.env is
          // restored (file-isolation.ts); each file opens its own fresh databases.
          isolate: false,
          setupFiles: ['tests/support/file-isolation.ts'],
          globalSetup: ['tests/support/global-postgres.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          fileParallelism: false,
          // One worker for all files, as in db (file-isolation.ts).
          isolate: false,
          setupFiles: ['tests/support/file-isolation.ts'],
          globalSetup: ['tests/support/global-postgres.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        // Real Chromium against the built app and the local server (one file at a time).
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          fileParallelism: false,
          // One worker for all files, as in db: node_modules (playwright, PGlite) load once a
          // run; our modules load afresh for each file (file-isolation.ts). Each file still
          // gets its own database, API, app server and Chromium profile (shop-session.ts).
          isolate: false,
          globalSetup: ['tests/e2e/support/global-build.ts'],
          // Every e2e test fails on a Content-Security-Policy violation.
          setupFiles: ['tests/e2e/support/fail-on-csp.ts', 'tests/support/file-isolation.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // CI's machine has 2 shared cores: a test that fails once under load (a timing
          // flake) runs once more; a real failure fails twice. Flakes seen: docs/testing.md.
          retry: 1,
        },
      },
    ],
  },
});
