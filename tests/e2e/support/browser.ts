// Real Chromium (Debian's /usr/bin/chromium, driven by playwright-core): a fresh profile per
// test file, phone-sized by default, collecting page errors so a test can assert there were
// none; plus the axe accessibility check and the screenshots the e2e run keeps as artifacts.
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { recordCspViolation } from './csp-violations.ts';
import { ROOT } from './global-build.ts';

/** Waits until the service worker controls the page (installed, precached, then a reload). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  }
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 768 };
export const SCREENSHOT_DIR = path.join(ROOT, 'artifacts', 'screenshots');

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface Browser {
  context: BrowserContext;
  page: Page;
  /** Uncaught errors and console errors seen so far (the offline run expects network ones). */
  errors: string[];
  close(): Promise<void>;
}

export interface BrowserOptions {
  /** Let the app's service worker install (the offline journey needs its precache). */
  serviceWorkers?: boolean;
}

export async function openBrowser(baseURL: string, options: BrowserOptions = {}): Promise<Browser> {
  const profile = mkdtempSync(path.join(tmpdir(), 'mgrid-e2e-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: PHONE,
    baseURL,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    serviceWorkers: options.serviceWorkers ? 'allow' : 'block',
  });
  context.setDefaultTimeout(15_000);
  // Every page reports what its Content-Security-Policy blocked (fail-on-csp.ts fails the
  // test); the app server's report-uri catches what workers were refused.
  await context.exposeBinding('__mgridCspViolation', (_source, description: string) =>
    recordCspViolation(description),
  );
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __mgridCspViolation?: (d: string) => void })
        .__mgridCspViolation;
      report?.(
        `page: ${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} on ${event.documentURI} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
      );
    });
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message} @ ${page.url()}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // A failed load names no address in its text; the location does, so a 404 says what.
    const where = message.location().url;
    const failedLoad = message.text().startsWith('Failed to load resource');
    errors.push(`console: ${message.text()}${failedLoad && where ? ` @ ${where}` : ''}`);
  });
  return {
    context,
    page,
    errors,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** axe-core on the page as it is now; returns the serious and critical violations. */
export async function seriousA11yViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol, which the page's CSP does not govern (an
  // injected <script> is refused, as it should be, and would fail the test).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            context: Document,
            options: object,
          ): Promise<{
            violations: {
              id: string;
              impact: string | null;
              help: string;
              nodes: { target: unknown[] }[];
            }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.map(String).join(' ')),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Full-page screenshots at phone and desktop size, saved to artifacts/screenshots. */
export async function screenshotBothSizes(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // From the top, so sticky parts (header) sit where a visitor sees them.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-390x844.png`), fullPage: true });
  await page.setViewportSize(DESKTOP);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(150);
  await page.screenshot({
    path: path.join(SCREENSHOT_DIR, `${name}-1366x768.png`),
    fullPage: true,
  });
  await page.setViewportSize(PHONE);
}
