import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { LOAD_FAILED_EVENT } from '../../../src/app/prerendered.ts';
import { PAGE_CODE_LOAD_FAILED, PAGE_CODE_TRY_AGAIN } from '../../../src/lib/messages.ts';
import {
  ENTRY_LOADER,
  ENTRY_LOADER_CSP_SOURCE,
  LOAD_WAIT_CAP_MS,
  PRELOADS_PER_TASK,
  deferEntry,
} from '../../../scripts/prerender/deferred-entry.ts';

const PRELOADS = Array.from({ length: PRELOADS_PER_TASK + 2 }, (_, i) => `/assets/chunk-${i}.js`);

const BUILT = `<html><head>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
${PRELOADS.map((href) => `    <link rel="modulepreload" crossorigin href="${href}">`).join('\n')}
    <style>.a{}</style>
  </head><body><div id="root"></div></body></html>`;

interface Added {
  tag: string;
  rel?: string;
  type?: string;
  href?: string;
  src?: string;
  crossOrigin?: string;
}

/** An element as the loader uses it; its methods are the prototype's, out of `toEqual`'s way. */
class FakeElement implements Added {
  [key: string]: unknown;
  tag: string;
  constructor(tag: string) {
    this.tag = tag;
  }
  addEventListener(type: string, listener: () => void) {
    Object.defineProperty(this, `on_${type}`, { value: listener, enumerable: false });
  }
  setAttribute(name: string, value: string) {
    Object.defineProperty(this, `attr_${name}`, { value, enumerable: false });
  }
  appendChild(child: FakeElement) {
    Object.defineProperty(this, 'child', { value: child, enumerable: false });
  }
  get style() {
    return {};
  }
}

/** Runs the loader the way a browser would, with the page in `state`; returns what it added. */
function runLoader(state: { readyState: string; visibilityState: string }) {
  const html = deferEntry(BUILT);
  const attributes = Object.fromEntries(
    [...html.matchAll(/data-(entry|preload|failed|retry)="([^"]*)"/g)].map((m) => [
      `data-${m[1]}`,
      m[2],
    ]),
  );
  const added: Added[] = [];
  const shown: FakeElement[] = [];
  const listeners = new Map<string, () => void>();
  const documentListeners = new Map<string, () => void>();
  const frames: (() => void)[] = [];
  const timers: { ms: number; run: () => void }[] = [];
  const location = { href: 'http://shop.test/products/gl360', reloads: 0 };
  const document = {
    ...state,
    currentScript: { getAttribute: (name: string) => attributes[name] ?? null },
    head: { appendChild: (element: Added) => added.push(element) },
    body: { appendChild: (element: FakeElement) => shown.push(element) },
    createElement: (tag: string) => new FakeElement(tag),
    getElementById: (id: string) => shown.find((element) => element.id === id) ?? null,
    addEventListener: (type: string, listener: () => void) => documentListeners.set(type, listener),
  };
  runInNewContext(ENTRY_LOADER, {
    document,
    location: Object.assign(location, { reload: () => location.reloads++ }),
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    requestAnimationFrame: (frame: () => void) => frames.push(frame),
    setTimeout: (run: () => void, ms: number) => timers.push({ ms, run }),
  });
  return { html, added, shown, listeners, documentListeners, frames, timers, location };
}

describe('deferEntry', () => {
  it('moves the entry and its preloads out of <head> into one loader at the end of <body>', () => {
    const { html } = runLoader({ readyState: 'loading', visibilityState: 'visible' });
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<style>.a{}</style>');
    expect(html).toContain(
      `<div id="root"></div><script data-entry="/assets/index-abc.js" data-preload="${PRELOADS.join(' ')}" data-failed="${PAGE_CODE_LOAD_FAILED}" data-retry="${PAGE_CODE_TRY_AGAIN}">`,
    );
    expect(html).toMatch(/<\/script><\/body><\/html>$/);
  });

  it('is allowed by the CSP hash of exactly the script it writes', () => {
    const html = deferEntry(BUILT);
    const inline = /<script data-entry[^>]*>([^<]*)<\/script>/.exec(html)![1]!;
    const hash = createHash('sha256').update(inline).digest('base64');
    expect(ENTRY_LOADER_CSP_SOURCE).toBe(`'sha256-${hash}'`);
  });

  it('refuses a page with no entry script rather than writing a page that never starts', () => {
    expect(() => deferEntry('<html><body></body></html>')).toThrow(/no entry/);
  });
});

describe('the loader', () => {
  const entry: Added = {
    tag: 'script',
    type: 'module',
    crossOrigin: '',
    src: '/assets/index-abc.js',
  };
  const preload = (href: string): Added => ({
    tag: 'link',
    rel: 'modulepreload',
    crossOrigin: '',
    href,
  });
  /** Runs the timers the loader set with no delay (its later preload batches), in order. */
  const runZeroTimers = (timers: { ms: number; run: () => void }[]) => {
    for (let i = 0; i < timers.length; i++) if (timers[i]!.ms === 0) timers[i]!.run();
  };
  const expected: Added[] = [entry, ...PRELOADS.map(preload)];

  it('adds the code once the page has loaded and painted, not before', () => {
    const { added, listeners, frames, timers } = runLoader({
      readyState: 'loading',
      visibilityState: 'visible',
    });
    expect(added).toEqual([]);
    listeners.get('load')!();
    expect(added).toEqual([]);
    frames.shift()!();
    expect(added).toEqual([]);
    timers.find((t) => t.ms === 0)!.run();
    // The entry first, with one batch of preloads; the rest in the next task.
    expect(added).toEqual(expected.slice(0, 1 + PRELOADS_PER_TASK));
    runZeroTimers(timers);
    expect(added).toEqual(expected);
    // The cap firing later adds nothing twice.
    timers.find((t) => t.ms === LOAD_WAIT_CAP_MS)!.run();
    expect(added).toHaveLength(expected.length);
  });

  it('does not wait past the cap for a picture that never arrives', () => {
    const { added, timers } = runLoader({ readyState: 'interactive', visibilityState: 'visible' });
    timers.find((t) => t.ms === LOAD_WAIT_CAP_MS)!.run();
    runZeroTimers(timers);
    expect(added).toEqual(expected);
  });

  it('starts at once in a background tab (no frames there) and on an already loaded page', () => {
    const hidden = runLoader({ readyState: 'complete', visibilityState: 'hidden' });
    runZeroTimers(hidden.timers);
    expect(hidden.added).toEqual(expected);
    const loaded = runLoader({ readyState: 'complete', visibilityState: 'visible' });
    expect(loaded.frames).toHaveLength(1);
  });

  it('says so when the code cannot be fetched, and reloads the page once back online', () => {
    const { added, shown, listeners, location } = runLoader({
      readyState: 'complete',
      visibilityState: 'hidden',
    });
    const script = added[0] as unknown as { on_error: () => void };
    expect(shown).toEqual([]);
    script.on_error();
    expect(shown).toHaveLength(1);
    const note = shown[0]!;
    expect(note.attr_role).toBe('alert');
    expect(note.textContent).toBe(`${PAGE_CODE_LOAD_FAILED} `);
    expect(note.child).toMatchObject({
      tag: 'a',
      href: location.href,
      textContent: PAGE_CODE_TRY_AGAIN,
    });
    expect(location.reloads).toBe(0);
    listeners.get('online')!();
    expect(location.reloads).toBe(1);
  });

  it("says it once, whether the entry or the page's own code failed", () => {
    const { added, shown, documentListeners } = runLoader({
      readyState: 'complete',
      visibilityState: 'hidden',
    });
    documentListeners.get(LOAD_FAILED_EVENT)!();
    (added[0] as unknown as { on_error: () => void }).on_error();
    expect(shown).toHaveLength(1);
  });
});
