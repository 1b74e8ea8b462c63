// The one setup every e2e file shares: a fresh backend with the built app, and a fresh
// Chromium profile on it, both closed after the file.
import { afterAll, beforeAll } from 'vitest';
import { openBrowser, type Browser, type BrowserOptions } from './browser.ts';
import { startStack, type Stack } from './stack.ts';

export function withShop(
  ready: (stack: Stack, browser: Browser) => void,
  options: BrowserOptions = {},
): void {
  let stack: Stack | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    stack = await startStack();
    browser = await openBrowser(stack.appUrl, options);
    ready(stack, browser);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });
}
