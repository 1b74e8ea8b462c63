// Pages as fresh as the catalogue, in Chromium at 4x CPU on slow 4G (1.6 Mbps / 150 ms), median
// of several publishes of a new SL01 price (5 % up, then back, in turn):
// - publish to fresh page: until the app host serves /products/sl01 rendered again;
// - a first visit started the moment the publish commits (it may get the page rendered before
//   it, which marks its prices "Checking price…"): publish to the new price on screen;
// - a first visit once the fresh page is served: navigation to the new price painted (the
//   goal: at first paint);
// and whether any visit ever showed the old price as a price (it must not).
import type { Browser, Page } from 'playwright-core';
import { formatInr } from '../src/lib/money.ts';
import { recordPrices, type PriceSample } from '../tests/e2e/support/price-samples.ts';
import { startAppStack, type AppStack } from './app-stack.ts';
import { launchChromium, machineLine, percentile, SLOW_4G } from './support.ts';

const RUNS = 5;
const SEED_PAISE = 699_900;

const median = (values: number[]) => percentile(values, 50);
const ms = (value: number) => `${Math.round(value)} ms`;

interface Visit {
  /** Wall-clock ms when the new price was first on screen (null: never). */
  newShownAt: number | null;
  /** ms after navigation start of the same. */
  newShownAfterNavigation: number | null;
  oldShown: boolean;
  checking: boolean;
}

/** A first visit (a new profile) on a slow phone, until the new price shows or 30 s pass. */
async function firstVisit(browser: Browser, url: string, oldPrice: string, newPrice: string) {
  // bypassCSP: the harness reads its samples by evaluating (the app's CSP forbids eval); the
  // page's own inline scripts are what the CSP allows anyway. Local network access: the app
  // (localhost) asks the local API (127.0.0.1), as a visitor's browser asks the real one.
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    bypassCSP: true,
    permissions: ['local-network-access'],
  });
  const page: Page = await context.newPage();
  // tsx names functions with a helper the page lacks: the sampler gets a stand-in.
  await page.addInitScript({ content: 'window.__name = (f) => f;' });
  await page.addInitScript(recordPrices);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  try {
    await page.goto(url, { waitUntil: 'commit' });
    const deadline = Date.now() + 30_000;
    let samples: PriceSample[] = [];
    let origin = 0;
    while (Date.now() < deadline) {
      [samples, origin] = (await page
        .evaluate('[window.priceSamples || [], performance.timeOrigin]')
        .catch(() => [[], 0])) as [PriceSample[], number];
      if (samples.some((s) => s.prices.includes(newPrice))) break;
      await page.waitForTimeout(100);
    }
    const first = samples.find((s) => s.prices.includes(newPrice));
    return {
      newShownAt: first ? origin + first.at : null,
      newShownAfterNavigation: first?.at ?? null,
      oldShown: samples.some((s) => s.prices.includes(oldPrice)),
      checking: samples.some((s) => s.checking),
    } satisfies Visit;
  } finally {
    await context.close();
  }
}

async function publishPrice(stack: AppStack, paise: number): Promise<number> {
  await stack.query(`update public.products set price = '${formatInr(paise)}' where id = 'sl01'`);
  return Date.now();
}

async function freshServed(stack: AppStack, price: string): Promise<void> {
  const url = new URL('/products/sl01', stack.appUrl);
  for (;;) {
    if ((await (await fetch(url)).text()).includes(price)) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function run(): Promise<void> {
  console.log(`${machineLine()}; Chromium at 4x CPU, 1.6 Mbps / 150 ms; median of ${RUNS}`);
  const stack = await startAppStack();
  const browser = await launchChromium();
  const url = new URL('/products/sl01', stack.appUrl).href;
  const toFresh: number[] = [];
  const immediate: number[] = [];
  const atPaint: number[] = [];
  let oldShown = 0;
  let checking = 0;
  try {
    let paise = SEED_PAISE;
    for (let i = 0; i < RUNS; i++) {
      // Up 5 % and back down in turn (the price may not pass the MRP, ₹8,499).
      const oldPrice = formatInr(paise);
      paise = i % 2 === 0 ? Math.round((SEED_PAISE * 1.05) / 100) * 100 : SEED_PAISE;
      const newPrice = formatInr(paise);
      const published = await publishPrice(stack, paise);
      const [visit] = await Promise.all([
        firstVisit(browser, url, oldPrice, newPrice),
        freshServed(stack, newPrice).then(() => toFresh.push(Date.now() - published)),
      ]);
      if (visit.newShownAt !== null) immediate.push(visit.newShownAt - published);
      const after = await firstVisit(browser, url, oldPrice, newPrice);
      if (after.newShownAfterNavigation !== null) atPaint.push(after.newShownAfterNavigation);
      for (const v of [visit, after]) {
        if (v.oldShown) oldShown++;
        if (v.checking) checking++;
      }
    }
    console.log(`publish to fresh page served: ${ms(median(toFresh))}`);
    console.log(
      `first visit started at the publish, publish to new price on screen: ${ms(median(immediate))} (${immediate.length}/${RUNS} showed it)`,
    );
    console.log(
      `first visit once the fresh page is served, navigation to new price painted: ${ms(median(atPaint))}`,
    );
    console.log(
      `old price shown as a price: ${oldShown} of ${RUNS * 2} visits; "Checking price…" shown: ${checking} of ${RUNS * 2}`,
    );
  } finally {
    await browser.close();
    await stack.stop();
  }
}
