// GA4 ecommerce events: nothing without consent; with it, events wait for gtag and
// then go once; an order's purchase is taken off the waiting list by one caller only.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CONSENT_KEY,
  PENDING_PURCHASES_KEY,
  cartEvent,
  expectPurchase,
  gaItem,
  pendingPurchases,
  sendWaitingEvents,
  takePendingPurchase,
  trackEvent,
} from '../../../src/lib/ecommerce.ts';

const store = new Map<string, string>();
const calls: unknown[][] = [];
const globals = globalThis as { localStorage?: unknown; gtag?: unknown };

beforeEach(() => {
  store.clear();
  calls.length = 0;
  globals.localStorage = {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
  };
});
afterEach(() => {
  delete globals.localStorage;
  delete globals.gtag;
});

const ML01 = {
  id: 'ml01',
  name: 'MGRID ML01 Line Laser',
  category: 'Line Lasers',
  priceInPaise: 349_900,
};

describe('ecommerce events', () => {
  it('sends nothing without consent, not even later', () => {
    globals.gtag = (...args: unknown[]) => calls.push(args);
    trackEvent('view_item', { items: [gaItem(ML01)] });
    store.set(CONSENT_KEY, 'declined');
    trackEvent('view_item', { items: [gaItem(ML01)] });
    sendWaitingEvents();
    expect(calls).toEqual([]);
    expectPurchase('order-1');
    expect(store.has(PENDING_PURCHASES_KEY)).toBe(false);
  });

  it('holds events until gtag is set up, then sends each once, in rupees', () => {
    store.set(CONSENT_KEY, 'accepted');
    trackEvent('add_to_cart', cartEvent([{ product: ML01, quantity: 2 }]));
    expect(calls).toEqual([]);
    globals.gtag = (...args: unknown[]) => calls.push(args);
    sendWaitingEvents();
    sendWaitingEvents();
    expect(calls).toEqual([
      [
        'event',
        'add_to_cart',
        {
          currency: 'INR',
          value: 6998,
          items: [
            {
              item_id: 'ml01',
              item_name: 'MGRID ML01 Line Laser',
              item_category: 'Line Lasers',
              price: 3499,
              quantity: 2,
            },
          ],
        },
      ],
    ]);
  });

  it('gives an order placed with consent to one taker only, then forgets it', () => {
    store.set(CONSENT_KEY, 'accepted');
    expectPurchase('order-1');
    expectPurchase('order-2');
    expectPurchase('order-1');
    expect(pendingPurchases()).toEqual(['order-2', 'order-1']);
    expect(takePendingPurchase('order-1')).toBe(true);
    expect(takePendingPurchase('order-1')).toBe(false);
    expect(takePendingPurchase('order-2')).toBe(true);
    expect(store.has(PENDING_PURCHASES_KEY)).toBe(false);
  });
});
