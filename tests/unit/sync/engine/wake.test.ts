// Sync on return: focus, becoming visible and the service worker's Background Sync message
// each wake replication at once; nothing else does.
import { afterEach, describe, expect, it } from 'vitest';
import { SYNC_NOW_MESSAGE, watchWakeUps } from '../../../../sync/engine/wake.ts';

const saved = {
  window: (globalThis as { window?: unknown }).window,
  document: (globalThis as { document?: unknown }).document,
  navigator: Object.getOwnPropertyDescriptor(globalThis, 'navigator'),
};

afterEach(() => {
  Object.assign(globalThis, { window: saved.window, document: saved.document });
  if (saved.navigator) Object.defineProperty(globalThis, 'navigator', saved.navigator);
});

function fakeBrowser() {
  const win = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: 'hidden' });
  const worker = new EventTarget();
  Object.assign(globalThis, { window: win, document: doc });
  Object.defineProperty(globalThis, 'navigator', {
    value: { serviceWorker: worker, onLine: true },
    configurable: true,
  });
  return { win, doc, worker };
}

describe('wake-ups', () => {
  it('wakes on focus, on becoming visible and on the service worker message', () => {
    const { win, doc, worker } = fakeBrowser();
    let wakes = 0;
    const stop = watchWakeUps(() => (wakes += 1));
    win.dispatchEvent(new Event('focus'));
    expect(wakes).toBe(1);
    doc.dispatchEvent(new Event('visibilitychange')); // still hidden
    expect(wakes).toBe(1);
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(wakes).toBe(2);
    worker.dispatchEvent(Object.assign(new Event('message'), { data: { type: 'OTHER' } }));
    expect(wakes).toBe(2);
    worker.dispatchEvent(Object.assign(new Event('message'), { data: { type: SYNC_NOW_MESSAGE } }));
    expect(wakes).toBe(3);
    stop();
    win.dispatchEvent(new Event('focus'));
    expect(wakes).toBe(3);
  });
});
