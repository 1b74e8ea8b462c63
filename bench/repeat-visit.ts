// Repeat visits, in Chromium, to the product list of an installed app (service worker active,
// local database filled by a first visit):
// - offline: navigation to the product grid painted, with no CPU slowdown and at 4x;
// - local-first versus network-first on a 1.6 Mbps / 150 ms connection at 4x CPU: this app
//   paints the grid from the device; a network-first page would paint it no sooner than the
//   same start-up plus one fetch of the catalogue over that connection, measured in the
//   same page. The ratio is the second over the first (an underestimate: it leaves out the
//   network-first page's rendering after its data arrives).
import type { CDPSession, Page } from 'playwright-core';
import { startAppStack } from './app-stack.ts';
import { launchChromium, machineLine, percentile, SLOW_4G } from './support.ts';

const RUNS = 5;

/** In the page, before its code: the time (ms after navigation start) the grid was painted. */
const RECORD_GRID_PAINT = `(() => {
  const seen = () => document.querySelector('[data-testid="product-card"]');
  new MutationObserver((_, observer) => {
    if (!seen()) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => { window.__gridPainted = performance.now(); }, 0));
  }).observe(document, { childList: true, subtree: true });
})()`;

async function gridPaintedMs(page: Page, url: string): Promise<number> {
  await page.goto(url);
  return page.waitForFunction('window.__gridPainted').then((h) => h.jsonValue() as Promise<number>);
}

const median = (values: number[]) => percentile(values, 50);
const ms = (value: number) => `${Math.round(value)} ms`;

async function throttleCpu(cdp: CDPSession, rate: number) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

export async function run(): Promise<void> {
  console.log(`${machineLine()}; Chromium, median of ${RUNS}`);
  const stack = await startAppStack();
  const browser = await launchChromium();
  try {
    // The harness reads its figure with a string it evaluates: the app's CSP forbids eval.
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      bypassCSP: true,
    });
    const page = await context.newPage();
    const products = new URL('/products', stack.appUrl).href;
    // First visit: installs the service worker (precaching the app) and fills the local
    // database; the bench waits until both are done.
    await page.goto(products);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.getByTestId('product-search').click(); // starts the data layer at once
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2000);
    await page.addInitScript(RECORD_GRID_PAINT);
    const cdp = await context.newCDPSession(page);

    await context.setOffline(true);
    for (const rate of [1, 4]) {
      await throttleCpu(cdp, rate);
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) times.push(await gridPaintedMs(page, products));
      console.log(
        `repeat visit offline, /products grid painted, CPU ${rate}x: ${ms(median(times))}`,
      );
    }
    await context.setOffline(false);

    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await throttleCpu(cdp, 4);
    const local: number[] = [];
    const fetched: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      local.push(await gridPaintedMs(page, products));
      fetched.push(
        await page.evaluate(
          async ([api, key]) => {
            const started = performance.now();
            const response = await fetch(`${api}/rest/v1/products?select=*&order=rank`, {
              headers: { apikey: key, authorization: `Bearer ${key}` },
              cache: 'no-store',
            });
            await response.json();
            return performance.now() - started;
          },
          [stack.apiUrl, stack.anonKey] as const,
        ),
      );
    }
    const localFirst = median(local);
    const networkFirst = localFirst + median(fetched);
    console.log(
      `repeat visit on 1.6 Mbps / 150 ms, CPU 4x: local-first grid ${ms(localFirst)}, network-first at least ${ms(networkFirst)} (+ catalogue fetch ${ms(median(fetched))}): local-first ${(networkFirst / localFirst).toFixed(2)}x faster`,
    );
  } finally {
    await browser.close();
    await stack.stop();
  }
}
