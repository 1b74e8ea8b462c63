// No dead window after the first paint: first visits (a fresh profile each run) in Chromium at
// 4x CPU on slow 4G, acted on at three moments: the first contentful paint (as soon as the
// control is on screen after it), the `load` event, and 300 ms after `load`.
// - `/`, `/products`, `/products/sl02`: a tap on the first Add to Cart (the product cards'
//   one-tap button on the lists, the page's own on the product page). Honoured: the header's
//   badge shows 1 within 20 s, and still 1 (not 2) after a reload. Tap to answer: from the
//   tap's pointerdown to the first frame showing the badge at 1.
// - `/login`, `/contact`, `/checkout`: a short text typed into the first text field (a click
//   on it, then keys, at that moment: no waiting for it to be usable). Kept: once the page is
//   interactive and has been quiet for a second, the field holds exactly what was typed.
//   /checkout renders on the device and is empty without a cart, so its visit comes after
//   adding SL02 on its product page in the same profile: not a first visit.
// - Per page, first paint to interactive: a pre-rendered page is interactive once `#root` has
//   lost `inert` (src/app/boot.tsx removes it when the page has hydrated,
//   src/app/page-hydrated.tsx); when the HTML comes without `inert`, once `#root` has
//   `data-hydrated` (present, not "false"). A page rendered on the device is interactive once
//   its control is rendered (and `data-hydrated`, when the build marks it): on /login, once
//   the sign-in form has replaced the session check.
// `DEAD_WINDOW_RUNS=2` lowers the runs per page and moment (default 7) for a quick try;
// `DEAD_WINDOW_PAGES=/login,/contact` measures only those pages.
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { startAppStack } from './app-stack.ts';
import { launchChromium, machineLine, percentile, SLOW_4G } from './support.ts';

const RUNS = Math.max(1, Number(process.env.DEAD_WINDOW_RUNS) || 7);
const ANSWER_WITHIN = 20_000;
const INTERACTIVE_WITHIN = 60_000;
const BADGE = '[data-testid="cart-count"]';

type Moment = 'first paint' | 'load' | 'load + 300 ms';
const MOMENTS: Moment[] = ['first paint', 'load', 'load + 300 ms'];

/** What marks the page interactive: `inert` gone from #root, or `data-hydrated` on it. */
type Marker = 'inert' | 'data-hydrated';

interface Target {
  url: string;
  /** The control acted on: the first match in the document. */
  control: string;
  /** Typed into `control`; without it, `control` is tapped. */
  text?: string;
  /** Steps in the same profile before the measured visit (it is then not a first visit). */
  before?: (page: Page, marker: Marker) => Promise<void>;
}

const TARGETS: Target[] = [
  // The lists' cards carry the one-tap button (src/features/cart/quick-add.tsx), found by its
  // label.
  { url: '/', control: 'button[aria-label^="Add to Cart"], [data-testid="add-to-cart"]' },
  { url: '/products', control: 'button[aria-label^="Add to Cart"], [data-testid="add-to-cart"]' },
  { url: '/products/sl02', control: '[data-testid="add-to-cart"]' },
  {
    url: '/login',
    control: '[data-testid="sign-in-form"] input[autocomplete="username"]',
    text: 'asha@example.in',
  },
  {
    url: '/contact',
    control: '[data-testid="lead-form-contact"] input[autocomplete="name"]',
    text: 'Asha Rao',
  },
  {
    url: '/checkout',
    control: '[data-testid="checkout-form"] input[autocomplete="name"]',
    text: 'Asha Rao',
    before: addSl02First,
  },
];

/**
 * Installed before the page's own scripts (a string: the page has none of tsx's helpers):
 * records the first contentful paint, the first pointerdown (a listener on window in the
 * capture phase, ahead of anything of the page's), the frame after the badge first shows 1
 * following it, and when the page became interactive (see the header).
 */
function recorder(control: string, marker: Marker): string {
  return `(() => {
  const control = ${JSON.stringify(control)};
  const marker = ${JSON.stringify(marker)};
  const dw = (window.__deadWindow = {
    fcp: null, tapAt: null, answerAt: null, interactiveAt: null, controlAt: null,
    prerendered: null,
    controlRect() {
      const el = document.querySelector(control);
      if (!el) return null;
      let rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) return null;
      if (rect.top < 0 || rect.bottom > innerHeight) {
        el.scrollIntoView({ block: 'center' });
        rect = el.getBoundingClientRect();
      }
      return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
    },
    afterPaint() {
      return dw.fcp !== null ? dw.controlRect() : null;
    },
    count() {
      return document.querySelector(${JSON.stringify(BADGE)})?.getAttribute('data-count') ?? null;
    },
  });
  const interactive = () => {
    const root = document.getElementById('root');
    if (!root || root.hasAttribute('inert')) return false;
    // data-hydrated="true", or the attribute present at all (any value but "false").
    const hydrated = root.getAttribute('data-hydrated');
    if (marker === 'data-hydrated' && (hydrated === null || hydrated === 'false')) return false;
    return root.hasAttribute('data-prerendered') || !!document.querySelector(control);
  };
  const check = () => {
    const now = performance.now();
    const root = document.getElementById('root');
    if (root && dw.prerendered === null) dw.prerendered = root.hasAttribute('data-prerendered');
    if (dw.controlAt === null && document.querySelector(control)) dw.controlAt = now;
    if (dw.interactiveAt === null && interactive()) dw.interactiveAt = now;
    if (dw.tapAt !== null && dw.answerAt === null && dw.count() === '1') {
      dw.answerAt = -1;
      requestAnimationFrame(() => (dw.answerAt = performance.now()));
    }
  };
  new MutationObserver(check).observe(document, {
    subtree: true, childList: true, attributes: true, characterData: true,
  });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') dw.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  addEventListener('pointerdown', () => {
    if (dw.tapAt === null) dw.tapAt = performance.now();
  }, { capture: true });
})();`;
}

interface Recorded {
  fcp: number | null;
  tapAt: number | null;
  answerAt: number | null;
  interactiveAt: number | null;
  controlAt: number | null;
  prerendered: boolean | null;
}

const recorded = (page: Page) =>
  page.evaluate<Recorded>(
    `(({ fcp, tapAt, answerAt, interactiveAt, controlAt, prerendered }) =>
      ({ fcp, tapAt, answerAt, interactiveAt, controlAt, prerendered }))(window.__deadWindow)`,
  );

async function untilInteractive(page: Page, timeout: number): Promise<boolean> {
  return page
    .waitForFunction('window.__deadWindow?.interactiveAt != null', undefined, { timeout })
    .then(() => true)
    .catch(() => false);
}

/** SL02 into the cart on its product page, unthrottled (checkout shows a form only then). */
async function addSl02First(page: Page): Promise<void> {
  await page.goto('/products/sl02', { waitUntil: 'load' });
  await untilInteractive(page, INTERACTIVE_WITHIN);
  await page.click('[data-testid="add-to-cart"]');
  await page.waitForFunction(`window.__deadWindow.count() === '1'`, undefined, { timeout: 20_000 });
}

async function throttle(cdp: CDPSession, on: boolean): Promise<void> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: on ? 4 : 1 });
  await cdp.send(
    'Network.emulateNetworkConditions',
    on ? SLOW_4G : { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 },
  );
}

interface Run {
  /** For taps: the badge showed 1 within 20 s and still 1 after a reload. */
  honoured?: boolean;
  /** For typing: the field held exactly the text once the page had settled. */
  kept?: boolean;
  /** Pointerdown to the frame showing the badge at 1 (taps honoured in time). */
  answerMs?: number;
  /** First contentful paint to interactive. */
  interactiveMs?: number;
  /** Interactive taken as the control rendered: the build marked no `data-hydrated`. */
  interactiveFromControl?: boolean;
  note?: string;
}

async function once(
  browser: Browser,
  appUrl: string,
  target: Target,
  moment: Moment,
  marker: Marker,
): Promise<Run> {
  const context: BrowserContext = await browser.newContext({
    baseURL: appUrl,
    viewport: { width: 412, height: 823 },
    bypassCSP: true,
    serviceWorkers: 'block',
    permissions: ['local-network-access'],
  });
  try {
    await context.addInitScript({ content: recorder(target.control, marker) });
    const page = await context.newPage();
    if (target.before) await target.before(page, marker);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await throttle(cdp, true);

    await page.goto(target.url, { waitUntil: moment === 'first paint' ? 'commit' : 'load' });
    if (moment === 'load + 300 ms') await page.waitForTimeout(300);
    // As soon as the control is on screen (after the first paint, for the first moment).
    const at = (await (
      await page.waitForFunction('window.__deadWindow?.afterPaint()', undefined, {
        timeout: INTERACTIVE_WITHIN,
        polling: 10,
      })
    ).jsonValue()) as { x: number; y: number };
    await page.mouse.click(at.x, at.y);
    if (target.text) await page.keyboard.type(target.text);

    const run: Run = {};
    if (target.text) {
      const interactive = await untilInteractive(page, INTERACTIVE_WITHIN);
      await page.waitForTimeout(1000);
      const value = await page.evaluate<string | null>(
        `document.querySelector(${JSON.stringify(target.control)})?.value ?? null`,
      );
      run.kept = value === target.text;
      if (!interactive) run.note = 'not interactive within 60 s';
      else if (!run.kept) run.note = `field held ${JSON.stringify(value)}`;
    } else {
      const shown = await page
        .waitForFunction(`window.__deadWindow.count() === '1'`, undefined, {
          timeout: ANSWER_WITHIN,
        })
        .then(() => true)
        .catch(() => false);
      // A tap answered twice (replayed as well as handled) shows 2 a moment later.
      await page.waitForTimeout(shown ? 1000 : 0);
      const settled = await page.evaluate<string | null>('window.__deadWindow.count()');
      await untilInteractive(page, INTERACTIVE_WITHIN);
      Object.assign(run, timings(await recorded(page)));
      if (shown && settled === '1') {
        await throttle(cdp, false);
        await page.reload({ waitUntil: 'load' });
        await untilInteractive(page, INTERACTIVE_WITHIN);
        // The device's cart replaces the pre-rendered badge once the page has hydrated.
        await page
          .waitForFunction(`window.__deadWindow.count() !== '0'`, undefined, { timeout: 10_000 })
          .catch(() => undefined);
        await page.waitForTimeout(1000);
        const reloaded = await page.evaluate<string | null>('window.__deadWindow.count()');
        run.honoured = reloaded === '1';
        if (!run.honoured) run.note = `badge ${reloaded} after a reload`;
      } else {
        run.honoured = false;
        run.note = shown ? `badge ${settled} after the tap` : `badge ${settled} after 20 s`;
      }
      return run;
    }
    Object.assign(run, timings(await recorded(page)));
    return run;
  } finally {
    await context.close();
  }
}

function timings(r: Recorded): Pick<Run, 'answerMs' | 'interactiveMs' | 'interactiveFromControl'> {
  const out: Pick<Run, 'answerMs' | 'interactiveMs' | 'interactiveFromControl'> = {};
  if (r.tapAt !== null && r.answerAt !== null && r.answerAt > 0)
    out.answerMs = r.answerAt - r.tapAt;
  let interactiveAt = r.interactiveAt;
  // A page rendered on the device in a build that marks `data-hydrated` only on pre-rendered
  // pages: its control rendered is when React is attached to it.
  if (interactiveAt === null && r.prerendered === false && r.controlAt !== null) {
    interactiveAt = r.controlAt;
    out.interactiveFromControl = true;
  }
  if (r.fcp !== null && interactiveAt !== null)
    out.interactiveMs = Math.max(0, interactiveAt - r.fcp);
  return out;
}

/** `inert` when the pre-rendered HTML arrives inert (today's app), else `data-hydrated`. */
async function markerOf(appUrl: string): Promise<Marker> {
  const html = await (await fetch(new URL('/', appUrl))).text();
  const root = /<div id="root"[^>]*>/.exec(html)?.[0] ?? '';
  return /\sinert[\s=>]/.test(root) ? 'inert' : 'data-hydrated';
}

const ms = (value: number) => (Number.isNaN(value) ? '-' : `${Math.round(value)}`);
const share = (n: number, of: number) => `${n}/${of} (${Math.round((100 * n) / of)} %)`;

export async function run(): Promise<void> {
  const only = process.env.DEAD_WINDOW_PAGES?.split(',').map((p) => p.trim());
  const targets = TARGETS.filter((t) => !only || only.includes(t.url));
  console.log(
    `${machineLine()}; Chromium, 4x CPU, slow 4G, first visits, ${RUNS} runs per page and moment`,
  );
  const stack = await startAppStack();
  const browser = await launchChromium();
  try {
    const marker = await markerOf(stack.appUrl);
    console.log(
      marker === 'inert'
        ? 'interactive: #root without inert (the pre-rendered HTML arrives inert)'
        : 'interactive: #root[data-hydrated] (the pre-rendered HTML arrives without inert)',
    );
    const rows: string[][] = [
      [
        'page',
        'moment',
        'taps honoured',
        'keystrokes kept',
        'tap→answer p50 / p95 ms',
        'first paint→interactive p50 ms',
      ],
    ];
    const notes: string[] = [];
    for (const target of targets) {
      for (const moment of MOMENTS) {
        const runs: Run[] = [];
        for (let i = 0; i < RUNS; i++) {
          try {
            runs.push(await once(browser, stack.appUrl, target, moment, marker));
          } catch (error) {
            // Measured, never failed: a run that could not act counts as not honoured / not kept.
            const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
            runs.push(
              target.text ? { kept: false, note: message } : { honoured: false, note: message },
            );
          }
        }
        const answers = runs.flatMap((r) => (r.answerMs === undefined ? [] : [r.answerMs]));
        const interactive = runs.flatMap((r) =>
          r.interactiveMs === undefined ? [] : [r.interactiveMs],
        );
        const page = target.before ? `${target.url} *` : target.url;
        rows.push([
          page,
          moment,
          target.text ? '-' : share(runs.filter((r) => r.honoured).length, runs.length),
          target.text ? share(runs.filter((r) => r.kept).length, runs.length) : '-',
          target.text || answers.length === 0
            ? '-'
            : `${ms(percentile(answers, 50))} / ${ms(percentile(answers, 95))}`,
          `${ms(percentile(interactive, 50))}${runs.some((r) => r.interactiveFromControl) ? ' †' : ''}`,
        ]);
        for (const [i, r] of runs.entries())
          if (r.note) notes.push(`${target.url}, ${moment}, run ${i + 1}: ${r.note}`);
      }
    }
    const widths = rows[0]!.map((_, c) => Math.max(...rows.map((row) => row[c]!.length)));
    for (const [i, row] of rows.entries()) {
      console.log(
        row
          .map((cell, c) => cell.padEnd(widths[c]!))
          .join('  ')
          .trimEnd(),
      );
      if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
    }
    if (targets.some((t) => t.before))
      console.log(
        '* not a first visit: SL02 added on its product page in the same profile first (the checkout renders on the device and is empty without a cart)',
      );
    if (rows.some((row) => row[5]!.endsWith('†')))
      console.log('† interactive taken as the control rendered (no data-hydrated on that page)');
    for (const note of notes) console.log(`  ${note}`);
  } finally {
    await browser.close();
    await stack.stop();
  }
}
