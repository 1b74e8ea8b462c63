// Tap to visible answer, in Chromium at 4x CPU on slow 4G, each a first visit
// (a fresh profile) tapped as soon as the page has loaded: Add to Cart on a product page (the
// badge and the button), the cart's + and − (the line's quantity), opening the chat (its
// panel), a category chip on /products (the chip checked, the list narrowed) and sort (the list
// re-sorted). The time is from the tap's pointerdown (for sort, the choice made in the
// phone's own picker: the select's input event) to the first frame showing the answer (a
// requestAnimationFrame after the DOM changed, so the frame was being made); p50, p95 and max
// are printed per kind, target p95 < 100 ms.
import type { Browser, Page } from 'playwright-core';
import { startAppStack } from './app-stack.ts';
import { launchChromium, machineLine, percentile, SLOW_4G } from './support.ts';

const RUNS = 7;

/**
 * In the page: from the next pointerdown on `tap` to the frame after `answered()` holds.
 * Resolves with the milliseconds. (A string: the harness's figure, and the app's CSP forbids
 * eval, so contexts bypass it.)
 */
const MEASURE = `(tap, answered, startOn) => new Promise((resolve) => {
  let start = 0;
  const check = () => {
    if (!start) return;
    if (new Function('return ' + answered)()) {
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now() - start));
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  // On the document: the button may be rendered again (a new element) before the tap.
  document.addEventListener(startOn, (event) => {
    if (!start && event.target.closest(tap)) start = performance.now();
  }, { capture: true });
  setTimeout(() => resolve(NaN), 20000);
})`;

interface Action {
  name: string;
  url: string;
  /** What must be on the page before the tap (the page has loaded and can act). */
  ready: string;
  tap: string;
  answered: string;
  /** Steps before the measured tap (e.g. an item in the cart first). */
  before?: (page: Page) => Promise<void>;
  /** The tap itself, when not a click on `tap` (a choice in a native select). */
  act?: (page: Page) => Promise<unknown>;
  /** The event the time starts from (default pointerdown). */
  startOn?: 'pointerdown' | 'input';
}

const ACTIONS: Action[] = [
  {
    name: 'Add to Cart (product page)',
    url: '/products/gl360',
    ready: '#root[data-hydrated]',
    tap: '[data-testid="add-to-cart"]',
    answered: `document.querySelector('[data-testid="cart-count"]').dataset.count === '1'`,
  },
  {
    name: 'quantity + (cart)',
    url: '/cart',
    ready: '[data-testid="cart-line"]',
    tap: 'button[aria-label^="Increase quantity"]',
    answered: `document.querySelector('[data-testid="line-quantity"]').textContent === '2'`,
    before: addOneFirst,
  },
  {
    name: 'quantity − (cart)',
    url: '/cart',
    ready: '[data-testid="cart-line"]',
    tap: 'button[aria-label^="Decrease quantity"]',
    answered: `!document.querySelector('[data-testid="cart-line"]')`,
    before: addOneFirst,
  },
  {
    name: 'open the chat',
    url: '/products',
    ready: '#root[data-hydrated]',
    tap: '[data-testid="chat-toggle"]',
    // The panel, or its frame while its code arrives.
    answered: `!!document.querySelector('[data-testid^="chat-panel"]')`,
  },
  {
    name: 'category chip (Tools)',
    url: '/products',
    ready: '#root[data-hydrated]',
    tap: 'label[for]',
    answered: `!!document.querySelector('input[name="category"][value="Tools"]:checked') && new URLSearchParams(location.search).get('category') === 'Tools'`,
    act: (page) =>
      page
        .getByRole('radiogroup', { name: 'Category' })
        .getByText('Tools', { exact: true })
        .click(),
  },
  {
    name: 'sort (price, low to high)',
    url: '/products',
    ready: '#root[data-hydrated]',
    tap: 'select',
    answered: `new URLSearchParams(location.search).get('sort') === 'price-asc'`,
    act: (page) => page.getByLabel('Sort by').selectOption('price-asc'),
    startOn: 'input',
  },
];

async function addOneFirst(page: Page): Promise<void> {
  await page.goto('/products/gl360');
  await page.waitForSelector('#root[data-hydrated]');
  await page.click('[data-testid="add-to-cart"]');
  await page.waitForFunction(
    () => document.querySelector<HTMLElement>('[data-testid="cart-count"]')?.dataset.count === '1',
  );
}

async function once(browser: Browser, appUrl: string, action: Action): Promise<number> {
  const context = await browser.newContext({
    baseURL: appUrl,
    viewport: { width: 412, height: 823 },
    bypassCSP: true,
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    if (action.before) await action.before(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await page.goto(action.url, { waitUntil: 'load' });
    await page.waitForSelector(action.ready, { timeout: 60_000 });
    // Listening before the tap (an evaluate not awaited could run after it).
    await page.evaluate(
      `window.__tapAnswer = (${MEASURE})(${JSON.stringify(action.tap)}, ${JSON.stringify(action.answered)}, ${JSON.stringify(action.startOn ?? 'pointerdown')}); undefined`,
    );
    if (action.act) await action.act(page);
    else await page.click(action.tap);
    return (await page.evaluate('window.__tapAnswer')) as number;
  } finally {
    await context.close();
  }
}

const ms = (value: number) => `${Math.round(value)} ms`;

export async function run(): Promise<void> {
  console.log(`${machineLine()}; Chromium, 4x CPU, slow 4G, first visits, ${RUNS} runs each`);
  const stack = await startAppStack();
  const browser = await launchChromium();
  try {
    const all: number[] = [];
    for (const action of ACTIONS) {
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const time = await once(browser, stack.appUrl, action);
        // An answer never seen (20 s) is said, not averaged.
        if (Number.isNaN(time)) console.log(`  ${action.name}: no answer within 20 s`);
        else times.push(time);
      }
      all.push(...times);
      console.log(
        `${action.name}: p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, max ${ms(Math.max(...times))}`,
      );
    }
    const p95 = percentile(all, 95);
    console.log(`all taps: p95 ${ms(p95)} (target < 100 ms): ${p95 < 100 ? 'within' : 'OVER'}`);
  } finally {
    await browser.close();
    await stack.stop();
  }
}
