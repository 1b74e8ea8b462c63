// The early input script run against a stand-in page: a tap on a pre-rendered Add to Cart is
// an op the app's own journal reads and folds to the same line as the app's tap; other taps
// are held for the app in order; links and plain forms are left to the browser.
import { afterEach, describe, expect, it } from 'vitest';
import {
  EARLY_INPUT,
  EARLY_INPUT_CSP_SOURCE,
  withEarlyInput,
} from '../../../scripts/prerender/early-input.ts';
import { createHash } from 'node:crypto';
import { EARLY_PRODUCT_FIELDS, foldOps } from '../../../sync/cart/journal-fold.ts';
import { journalOps, subscribeJournal } from '../../../sync/cart/journal.ts';
import { EARLY_INPUT_GLOBAL, EARLY_MARKS, type EarlyInput } from '../../../src/lib/early-input.ts';

const SL02 = {
  productId: 'sl02',
  name: 'MGRID SL02 Self-Levelling Crossline Laser Pro',
  priceInPaise: 1_299_900,
  image: '/images/products/sl02.webp',
  gstRate: 18,
  priceInclusive: true,
  hsnCode: '9015',
  moq: 1,
  bulkQty: 5,
  bulkUnitPriceInPaise: 1_199_900,
  stockQuantity: 85,
};

/** A stand-in element: attributes, a place in #root, and the bits the script reads. */
class El {
  attributes = new Map<string, string>();
  constructor(
    public tagName: string,
    attrs: Record<string, string> = {},
    public inRoot = true,
    public form: { hasAttribute(name: string): boolean } | null = null,
    public type = '',
  ) {
    for (const [k, v] of Object.entries(attrs)) this.attributes.set(k, v);
  }
  disabled = false;
  value = '';
  getAttribute = (name: string) => this.attributes.get(name) ?? null;
  hasAttribute = (name: string) => this.attributes.has(name);
  setAttribute = (name: string, value: unknown) => void this.attributes.set(name, String(value));
  closest = () => this;
}

class FakeStorage {
  items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key = (i: number) => [...this.items.keys()][i] ?? null;
  getItem = (k: string) => this.items.get(k) ?? null;
  setItem = (k: string, v: string) => void this.items.set(k, v);
  removeItem = (k: string) => void this.items.delete(k);
}

interface Caught {
  defaultPrevented: boolean;
  stopped: boolean;
}

function page() {
  const handlers = new Map<string, (event: unknown) => void>();
  const badge = new El('DIV', { 'data-cart-badge': '', 'data-count': '0' });
  const storage = new FakeStorage();
  const win: Record<string, unknown> = { localStorage: storage };
  const doc = {
    addEventListener: (type: string, handler: (event: unknown) => void) =>
      handlers.set(type, handler),
    getElementById: (id: string) =>
      id === 'root' ? { contains: (el: El | null) => el?.inRoot ?? false } : null,
    querySelectorAll: () => [badge],
  };
  new Function('window', 'document', EARLY_INPUT)(win, doc);
  const fire = (type: string, target: El, extra: Record<string, unknown> = {}): Caught => {
    const caught = { defaultPrevented: false, stopped: false };
    handlers.get(type)!({
      target,
      preventDefault: () => (caught.defaultPrevented = true),
      stopImmediatePropagation: () => (caught.stopped = true),
      ...extra,
    });
    return caught;
  };
  return { fire, badge, storage, early: win[EARLY_INPUT_GLOBAL] as EarlyInput };
}

const realStorage = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
afterEach(() => {
  if (realStorage) Object.defineProperty(globalThis, 'localStorage', realStorage);
  else delete (globalThis as { localStorage?: unknown }).localStorage;
});

describe('the early input script', () => {
  it('writes a tap on Add to Cart to the journal the app folds, and shows the count', () => {
    const { fire, badge, storage } = page();
    const button = new El('BUTTON', {
      'data-early-add': JSON.stringify(EARLY_PRODUCT_FIELDS.map((f) => SL02[f])),
    });
    const first = fire('click', button);
    fire('click', button);
    expect(first).toEqual({ defaultPrevented: true, stopped: true });
    expect(badge.getAttribute('data-count')).toBe('2');
    expect(badge.getAttribute(EARLY_MARKS.count)).toBe('2');
    expect(button.hasAttribute(EARLY_MARKS.added)).toBe(true);

    // The app's journal, reading the same storage, folds them as its own taps.
    Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
    const unsubscribe = subscribeJournal(() => undefined);
    const ops = journalOps();
    unsubscribe();
    expect(ops).toHaveLength(2);
    expect(ops[0]).toMatchObject({ kind: 'add', product: SL02, quantity: 1 });
    const [line] = foldOps([], ops).lines;
    expect(line).toMatchObject({ id: 'sl02', quantity: 2, priceInPaise: 1_299_900, moq: 1 });
  });

  it('adds the quantity the page shows, and never less than the minimum order', () => {
    const { fire, storage } = page();
    const fields = EARLY_PRODUCT_FIELDS.map((f) => (f === 'moq' ? 3 : SL02[f]));
    fire('click', new El('BUTTON', { 'data-early-add': JSON.stringify(fields) }));
    const op = JSON.parse([...storage.items.values()][0]!) as { quantity: number };
    expect(op.quantity).toBe(3);
  });

  it('holds other taps in order for the app, and leaves links and plain forms alone', () => {
    const { fire, early } = page();
    const plus = new El('BUTTON', {}, true, null, 'button');
    const send = new El('BUTTON', {}, true, { hasAttribute: () => false }, 'submit');
    const search = new El('BUTTON', {}, true, { hasAttribute: (a) => a === 'action' }, 'submit');
    const link = new El('A', { href: '/products' });
    const outside = new El('BUTTON', {}, false);
    fire('click', plus);
    fire('click', send);
    fire('click', send);
    fire('click', plus);
    expect(fire('click', search).defaultPrevented).toBe(false);
    expect(fire('click', link).defaultPrevented).toBe(false);
    expect(fire('click', outside).defaultPrevented).toBe(false);
    expect(plus.hasAttribute(EARLY_MARKS.pending)).toBe(true);
    const { taps } = early.stop();
    // A form is sent once however often its button is tapped; + counts each tap.
    expect(taps).toEqual([plus, send, plus]);
    // Once the app has taken over, nothing more is caught.
    expect(fire('click', new El('BUTTON')).defaultPrevented).toBe(false);
  });

  it("notes each field's pre-rendered value and the person's last one", () => {
    const { fire, early } = page();
    const email = new El('INPUT');
    Object.assign(email, { defaultValue: '', value: 'a' });
    fire('input', email);
    email.value = 'asha@example.in';
    fire('input', email);
    const { fields } = early.stop();
    expect(fields).toEqual([{ el: email, initial: '', value: 'asha@example.in' }]);
  });

  it('goes first in <head>, allowed by its hash', () => {
    const html = withEarlyInput(
      '<!doctype html><html><head><meta charset="UTF-8" /><title>x</title></head><body></body></html>',
    );
    expect(html.indexOf('<meta charset="UTF-8" />')).toBeLessThan(html.indexOf(EARLY_INPUT));
    expect(html.indexOf(EARLY_INPUT)).toBeLessThan(html.indexOf('<title>'));
    const hash = createHash('sha256').update(EARLY_INPUT).digest('base64');
    expect(EARLY_INPUT_CSP_SOURCE).toBe(`'sha256-${hash}'`);
  });
});
