// The one setup every e2e file shares: a fresh backend with the built app, and a fresh
// Chromium profile on it, both closed after the file. With `freshProfileOnRetry`, a test run
// again after a failure (vitest's retry) gets a fresh profile, so its first attempt's cart or
// chat does not decide the second; off where tests build on what earlier ones left.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { openBrowser, type Browser, type BrowserOptions } from './browser.ts';
import { startStack, type Stack } from './stack.ts';

export function withShop(
  ready: (stack: Stack, browser: Browser) => void,
  {
    freshProfileOnRetry = false,
    ...options
  }: BrowserOptions & { freshProfileOnRetry?: boolean } = {},
): void {
  let stack: Stack | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    stack = await startStack();
    browser = await openBrowser(stack.appUrl, options);
    ready(stack, browser);
  });
  beforeEach(async ({ task }) => {
    if (!freshProfileOnRetry || !task.result?.retryCount || !stack) return;
    await browser?.close();
    browser = await openBrowser(stack.appUrl, options);
    ready(stack, browser);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });
}
