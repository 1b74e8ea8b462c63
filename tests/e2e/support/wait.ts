// Web-first assertions for playwright-core under Vitest: each polls the page until the
// expectation holds or the time is up (playwright-core has no `expect` of its own).
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

const TIMEOUT = { timeout: 15_000, interval: 100 };

const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

export async function expectText(locator: Locator, expected: string | RegExp): Promise<void> {
  const read = async () =>
    squash(
      await locator
        .first()
        .textContent({ timeout: 1000 })
        .catch(() => null),
    );
  if (typeof expected === 'string') await expect.poll(read, TIMEOUT).toBe(expected);
  else await expect.poll(read, TIMEOUT).toMatch(expected);
}

export async function expectContains(locator: Locator, expected: string): Promise<void> {
  await expect
    .poll(
      async () =>
        squash(
          await locator
            .first()
            .textContent({ timeout: 1000 })
            .catch(() => null),
        ),
      TIMEOUT,
    )
    .toContain(expected);
}

export async function expectAttribute(
  locator: Locator,
  name: string,
  value: string,
): Promise<void> {
  await expect
    .poll(
      () =>
        locator
          .first()
          .getAttribute(name, { timeout: 1000 })
          .catch(() => null),
      TIMEOUT,
    )
    .toBe(value);
}

export async function expectCount(locator: Locator, count: number): Promise<void> {
  await expect.poll(() => locator.count(), TIMEOUT).toBe(count);
}

export async function expectVisible(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout: TIMEOUT.timeout });
}

export async function expectTitle(page: Page, title: string): Promise<void> {
  await expect.poll(() => page.title(), TIMEOUT).toBe(title);
}

/**
 * Waits until React has taken over the pre-rendered page (`#root[data-hydrated]`). Before it,
 * a tapped link is followed by the browser itself (a full load of the next page's HTML), as a
 * shopper on a slow phone would see it; a test of what the app renders on the device waits.
 */
export async function expectHydrated(page: Page): Promise<void> {
  await page.waitForSelector('#root[data-hydrated]', { state: 'attached', ...TIMEOUT });
}
