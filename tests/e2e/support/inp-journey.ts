// INP (Interaction to Next Paint) across a buyer's journey, measured by Google's
// `web-vitals` library (attribution build) at 4x CPU: the e2e test checks each step is
// reported, bench/inp.ts prints the figures. The library is injected by the harness through
// the DevTools protocol, never part of the app's code. INP is a page visit's figure (its worst
// interaction), so each step is a visit of its own: the page, then the step's interactions.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const WEB_VITALS = readFileSync(
  path.join(path.dirname(require.resolve('web-vitals')), 'web-vitals.attribution.iife.js'),
  'utf8',
);

/** One report of web-vitals' onINP (every change: reportAllChanges). */
export interface InpReport {
  value: number;
  target: string | null;
  type: string | null;
  inputDelay: number;
  processing: number;
  presentation: number;
}

// A string: the page runs it as it is (functions would carry the test's transpiler helpers).
const LISTEN = `;window.__inp = [];
webVitals.onINP(function (metric) {
  var a = metric.attribution;
  window.__inp.push({ value: metric.value, target: a.interactionTarget || null,
    type: a.interactionType || null, inputDelay: a.inputDelay, processing: a.processingDuration,
    presentation: a.presentationDelay });
}, { reportAllChanges: true, durationThreshold: 0 });`;

/** Every page of `context` reports INP into `window.__inp` from its first script on. */
export async function injectWebVitals(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: WEB_VITALS + LISTEN });
}

export interface JourneyStep {
  name: string;
  url: string;
  act: (page: Page) => Promise<void>;
}

// A string: the page runs it as it is. Two idle callbacks: web-vitals' own, then ours after it.
const IDLE = `new Promise((resolve) => requestIdleCallback(() =>
  requestIdleCallback(resolve, { timeout: 5000 }), { timeout: 5000 }))`;

const hydrated = (page: Page) =>
  page.waitForSelector('#root[data-hydrated]', { state: 'attached', timeout: 60_000 });

/** browse, search, add, cart, checkout, chat. */
export const JOURNEY: JourneyStep[] = [
  {
    name: 'browse: category chip (Tools)',
    url: '/products',
    act: (page) =>
      page
        .getByRole('radiogroup', { name: 'Category' })
        .getByText('Tools', { exact: true })
        .click(),
  },
  {
    name: 'search: type "tripod"',
    url: '/products',
    act: (page) =>
      page.getByRole('searchbox', { name: 'Search products' }).pressSequentially('tripod'),
  },
  {
    name: 'add: Add to Cart (product page)',
    url: '/products/gl360',
    act: (page) => page.getByTestId('add-to-cart').click(),
  },
  {
    name: 'cart: quantity +',
    url: '/cart',
    act: async (page) => {
      await page.getByTestId('cart-line').first().waitFor({ timeout: 30_000 });
      await page
        .getByRole('button', { name: /^Increase quantity/ })
        .first()
        .click();
    },
  },
  {
    name: 'checkout: type a name',
    url: '/checkout',
    act: async (page) => {
      const name = page
        .getByTestId('checkout-form')
        .getByLabel(/^(Full name|Name)/)
        .first();
      await name.waitFor({ timeout: 30_000 });
      await name.pressSequentially('Asha');
    },
  },
  {
    name: 'chat: open',
    url: '/products',
    act: (page) => page.getByTestId('chat-toggle').click({ timeout: 30_000 }),
  },
];

/**
 * The step's page at 4x CPU, acted on once it has hydrated (the data layer may still be
 * starting, as on a phone), or `settleMs` later (a shopper who reads first): its INP once its
 * interactions are done (null: none reported).
 */
export async function measureStep(
  page: Page,
  step: JourneyStep,
  settleMs = 0,
): Promise<InpReport | null> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(step.url);
    await hydrated(page);
    if (settleMs > 0) await page.waitForTimeout(settleMs);
    await step.act(page);
    // web-vitals reports after the interaction's next paint, from an idle callback: on a page
    // busy starting its data layer at 4x that can be seconds later, so wait for idle too.
    await page.waitForTimeout(1000);
    await page.evaluate(IDLE);
    const reports = (await page.evaluate('window.__inp')) as InpReport[];
    return reports.at(-1) ?? null;
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
}
