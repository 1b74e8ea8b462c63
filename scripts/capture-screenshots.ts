// Takes the web app manifest's screenshots (what an install dialog or a store listing shows)
// from the real app in Debian's Chromium: the home page on a phone (390x844, narrow) and the
// product list on a laptop (1366x768, wide), into public/screenshots/. Serve the app first
// (`npm start`), then: node --import tsx scripts/capture-screenshots.ts [http://localhost:4173]
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { INDIA_TIME_ZONE } from '../src/lib/india-time.ts';

const base = process.argv[2] ?? 'http://localhost:4173';
const OUT = path.resolve(import.meta.dirname, '..', 'public', 'screenshots');

/** Also in vite.config.ts's manifest: change both together. */
const SHOTS = [
  { file: 'phone-390x844.png', path: '/', viewport: { width: 390, height: 844 } },
  { file: 'wide-1366x768.png', path: '/products', viewport: { width: 1366, height: 768 } },
] as const;

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  for (const shot of SHOTS) {
    const page = await browser.newPage({
      viewport: shot.viewport,
      deviceScaleFactor: 1,
      locale: 'en-IN',
      timezoneId: INDIA_TIME_ZONE,
      serviceWorkers: 'block',
    });
    await page.goto(new URL(shot.path, base).href, { waitUntil: 'networkidle' });
    // Hydrated (the pre-rendered page is the app's from then) and every eager image loaded (lazy
    // ones below the fold never load in a screenshot that does not scroll).
    await page.waitForSelector('#root[data-hydrated]');
    await page.waitForFunction(() =>
      Array.from(document.images).every((image) => image.loading === 'lazy' || image.complete),
    );
    // The promotional strip arrives with the data layer, a moment after hydration.
    await page.waitForSelector('[data-testid="promo-banner"]', { timeout: 10_000 }).catch(() => {
      console.warn(`${shot.path}: no banner showed; taken without it`);
    });
    await page.screenshot({ path: path.join(OUT, shot.file) });
    console.log(`${shot.file}: ${new URL(shot.path, base).href}`);
    await page.close();
  }
} finally {
  await browser.close();
}
