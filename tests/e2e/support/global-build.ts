// Vitest global setup for the end-to-end suite: builds the app once, as `npm start` does,
// pointed at the local Supabase server each test file starts on the port chosen here; and,
// meanwhile, a migrated and seeded PGlite image each test file loads as its fresh database.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { configFromEnv } from '../../../supabase/local/config.ts';
import { buildPgliteImage } from '../../support/global-postgres.ts';
import { freePort } from '../../support/postgres-cluster.ts';

export const ROOT = path.resolve(import.meta.dirname, '../../..');
export const E2E_APP_DIR = path.join(ROOT, '.tmp', 'e2e-dist');

declare module 'vitest' {
  export interface ProvidedContext {
    e2eApiPort: number;
    e2eAppDir: string;
  }
}

let imageDir: string | undefined;

/** Builds the app into `outDir` for the API on `apiPort` (`env`: e.g. another release). */
export async function buildApp(
  apiPort: number,
  outDir = E2E_APP_DIR,
  env: Record<string, string> = {},
): Promise<void> {
  const { anonKey } = configFromEnv({});
  const vite = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  await promisify(execFile)(
    process.execPath,
    [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        ...env,
        // Vitest sets NODE_ENV=test, which would build React's development bundles.
        NODE_ENV: 'production',
        VITE_SUPABASE_URL: `http://127.0.0.1:${apiPort}`,
        VITE_SUPABASE_ANON_KEY: anonKey,
      },
    },
  );
}

export async function setup(project: TestProject): Promise<void> {
  const apiPort = await freePort();
  imageDir = mkdtempSync(path.join(tmpdir(), 'mgrid-e2e-image-'));
  const started = Date.now();
  const [, image] = await Promise.all([
    buildApp(apiPort),
    buildPgliteImage(path.join(imageDir, 'image.tar')),
  ]);
  console.log(
    `e2e: app and database image ready in ${Date.now() - started} ms (API port ${apiPort})`,
  );
  project.provide('e2eApiPort', apiPort);
  project.provide('e2eAppDir', E2E_APP_DIR);
  project.provide('pgliteImage', image);
}

export function teardown(): void {
  if (imageDir) rmSync(imageDir, { recursive: true, force: true });
}
