// The data layer's start as a shopper's phone feels it: `/products` at 4x CPU on
// slow 4G, a first visit, tapped (a category chip) as soon as it has hydrated. The tap starts
// the data layer (rxdb, dexie, supabase-js, the collections, the first pulls from the local
// server); a second tap or keystroke in the seconds after waits behind any long task. Printed:
// the long tasks (Long Tasks API, 50 ms and over) of the 8 s after the tap, how many, the
// longest, and their blocking time (each one's time over 50 ms, as Lighthouse counts it);
// medians of the runs.
import type { Browser } from 'playwright-core';
import { startAppStack } from './app-stack.ts';
import { launchChromium, machineLine, percentile, SLOW_4G } from './support.ts';

const RUNS = 7;
const WINDOW_MS = 8000;

/** Every long task's start and duration, from the page's first moment. */
const WATCH = `window.__longTasks = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
}).observe({ type: 'longtask', buffered: true });`;

interface StartUp {
  count: number;
  longest: number;
  blocking: number;
}

async function once(browser: Browser, appUrl: string): Promise<StartUp> {
  const context = await browser.newContext({
    baseURL: appUrl,
    viewport: { width: 412, height: 823 },
    serviceWorkers: 'block',
  });
  try {
    await context.addInitScript({ content: WATCH });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await page.goto('/products', { waitUntil: 'load' });
    await page.waitForSelector('#root[data-hydrated]', { timeout: 60_000 });
    const tappedAt = (await page.evaluate('performance.now()')) as number;
    await page
      .getByRole('radiogroup', { name: 'Category' })
      .getByText('Tools', { exact: true })
      .click();
    await page.waitForTimeout(WINDOW_MS);
    const tasks = ((await page.evaluate('window.__longTasks')) as [number, number][]).filter(
      ([start]) => start >= tappedAt && start < tappedAt + WINDOW_MS,
    );
    const durations = tasks.map(([, duration]) => duration);
    return {
      count: durations.length,
      longest: Math.max(0, ...durations),
      blocking: durations.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
    };
  } finally {
    await context.close();
  }
}

const ms = (value: number) => `${Math.round(value)} ms`;

export async function run(): Promise<void> {
  console.log(`${machineLine()}; Chromium, 4x CPU, slow 4G, first visits, ${RUNS} runs`);
  const stack = await startAppStack();
  const browser = await launchChromium();
  try {
    const runs: StartUp[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await once(browser, stack.appUrl));
    const median = (pick: (r: StartUp) => number) => percentile(runs.map(pick), 50);
    console.log(
      `long tasks in the ${WINDOW_MS / 1000} s after the first tap on /products: ${median((r) => r.count)} (median), longest ${ms(median((r) => r.longest))} (median; worst run ${ms(Math.max(...runs.map((r) => r.longest)))}), blocking time ${ms(median((r) => r.blocking))} (median)`,
    );
    console.log(
      `  per run (count / longest / blocking): ${runs.map((r) => `${r.count}/${Math.round(r.longest)}/${Math.round(r.blocking)}`).join(', ')}`,
    );
  } finally {
    await browser.close();
    await stack.stop();
  }
}
