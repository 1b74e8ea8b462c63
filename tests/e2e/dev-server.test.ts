// `npm run dev`: Vite's development server, with hot reload, talks to the local backend. The
// backend here is this file's own (its port comes in through VITE_SUPABASE_URL, which takes
// precedence over .env.development's http://127.0.0.1:54321, checked by
// tests/unit/scripts/dev-env.test.ts); the page is the dev server's, unbundled.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, type Browser } from './support/browser.ts';
import { ROOT } from './support/global-build.ts';
import { startStack, type Stack } from './support/stack.ts';
import { expectText } from './support/wait.ts';
import { freePort } from '../support/postgres-cluster.ts';

/** Starts `vite` as `npm run dev` does and resolves with its address once it answers. */
async function startDevServer(apiUrl: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'),
      '--port',
      String(port),
      '--strictPort',
    ],
    {
      cwd: ROOT,
      // Vitest's NODE_ENV=test would change how React and Vite behave.
      env: { ...process.env, NODE_ENV: 'development', VITE_SUPABASE_URL: apiUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`vite exited ${child.exitCode}:\n${output}`);
    const answer = await fetch(url).catch(() => null);
    if (answer?.ok) return { url, child };
    if (Date.now() > deadline) throw new Error(`vite did not answer in 60 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('npm run dev', () => {
  let stack: Stack;
  let browser: Browser;
  let dev: { url: string; child: ChildProcess } | undefined;
  const apiUrl = `http://127.0.0.1:${inject('e2eApiPort')}`;

  beforeAll(async () => {
    stack = await startStack();
    dev = await startDevServer(apiUrl);
    browser = await openBrowser(dev.url);
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    dev?.child.kill('SIGTERM');
    await stack?.stop();
  });

  it('serves the app unbundled, and its first requests reach the backend', async () => {
    const { page } = browser;
    const api: string[] = [];
    page.on('response', (response) => {
      if (response.url().startsWith(apiUrl))
        api.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    // A price the database holds, not the bundled catalogue's: shown only if the API answered.
    await stack.engine.query("update public.products set price = '₹17,250' where id = 'gl360'");
    await page.goto('/products/gl360', { timeout: 60_000 });
    // Development mode: modules served one by one from the source, with Vite's client.
    expect(
      await page.evaluate(() => [...document.scripts].some((s) => s.src.includes('/@vite/client'))),
    ).toBe(true);
    await expectText(page.getByRole('heading', { level: 1 }), /GL360/);
    await expect
      .poll(() => page.getByTestId('product-price').textContent(), { timeout: 60_000 })
      .toContain('₹17,250');
    expect(api.some((line) => /^200 \/rest\/v1\//.test(line))).toBe(true);
  });
});
