// INP across a buyer's journey: the web-vitals library, injected by the test,
// reports every step (browse, search, add, cart, checkout, chat) at 4x CPU with its parts,
// and the app's own code never loads it. No timed assertion here: the figures are
// bench/inp.ts's.
import { describe, expect, it } from 'vitest';
import type { Browser } from './support/browser.ts';
import { JOURNEY, injectWebVitals, measureStep } from './support/inp-journey.ts';
import { withShop } from './support/shop-session.ts';

describe('INP across the journey', () => {
  let browser: Browser;

  withShop((_stack, b) => (browser = b), { freshProfileOnRetry: true });

  it('reports every interaction of browse, search, add, cart, checkout and chat', async () => {
    const { context, page } = browser;
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await injectWebVitals(context);
    const reported: Record<string, unknown> = {};
    for (const step of JOURNEY) {
      const report = await measureStep(page, step);
      reported[step.name] = report && {
        value: report.value,
        type: report.type,
        parts: [report.inputDelay, report.processing, report.presentation],
      };
    }
    const number = expect.any(Number);
    const pointer = { value: number, type: 'pointer', parts: [number, number, number] };
    const keyboard = { ...pointer, type: 'keyboard' };
    expect(reported).toEqual({
      'browse: category chip (Tools)': pointer,
      'search: type "tripod"': keyboard,
      'add: Add to Cart (product page)': pointer,
      'cart: quantity +': pointer,
      'checkout: type a name': keyboard,
      'chat: open': pointer,
    });
    for (const value of Object.values(reported) as { value: number }[]) {
      expect(value.value).toBeGreaterThan(0);
    }
    // The library came from the harness, not from the app's own scripts.
    expect(scripts.filter((url) => /web-vitals/.test(url))).toEqual([]);
  });
});
