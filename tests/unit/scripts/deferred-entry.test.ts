import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
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

/** Runs the loader the way a browser would, with the page in `state`; returns what it added. */
function runLoader(state: { readyState: string; visibilityState: string }) {
  const html = deferEntry(BUILT);
  const attributes = Object.fromEntries(
    [...html.matchAll(/data-(entry|preload)="([^"]*)"/g)].map((m) => [`data-${m[1]}`, m[2]]),
  );
  const added: Added[] = [];
  const listeners = new Map<string, () => void>();
  const frames: (() => void)[] = [];
  const timers: { ms: number; run: () => void }[] = [];
  const document = {
    ...state,
    currentScript: { getAttribute: (name: string) => attributes[name] ?? null },
    head: { appendChild: (element: Added) => added.push(element) },
    createElement: (tag: string) => ({ tag }),
  };
  runInNewContext(ENTRY_LOADER, {
    document,
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    requestAnimationFrame: (frame: () => void) => frames.push(frame),
    setTimeout: (run: () => void, ms: number) => timers.push({ ms, run }),
  });
  return { html, added, listeners, frames, timers };
}

describe('deferEntry', () => {
  it('moves the entry and its preloads out of <head> into one loader at the end of <body>', () => {
    const { html } = runLoader({ readyState: 'loading', visibilityState: 'visible' });
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<style>.a{}</style>');
    expect(html).toContain(
      `<div id="root"></div><script data-entry="/assets/index-abc.js" data-preload="${PRELOADS.join(' ')}">`,
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
});
