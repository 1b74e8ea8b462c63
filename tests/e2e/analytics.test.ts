// Analytics and what the shop keeps on the device: Google Analytics loads only after the
// visitor accepts cookies, and the browser storage is exactly what the Cookie Policy lists;
// then each GA4 ecommerce event of a shopping journey fires once with the shop's figures,
// the purchase with the database's total, for an order placed online and one placed offline.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { priceTextToPaise } from '../../src/lib/money.ts';
import type { Browser } from './support/browser.ts';
import { withShop } from './support/shop-session.ts';
import { ASHA, fillCheckout, orderById, rupeesTextToPaise } from './support/shop.ts';
import type { Stack } from './support/stack.ts';
import { expectAttribute, expectCount, expectVisible } from './support/wait.ts';

/**
 * Stands in for gtag.js (served at its address): reads the dataLayer as gtag.js does, now and
 * on every push, and hands each event to the test as GA's collection endpoint would get it.
 */
const GTAG_STUB = `(function () {
  var handle = function (args) {
    if (args && args[0] === 'event') window.__gaHit(args[1], JSON.parse(JSON.stringify(args[2] || {})));
  };
  var layer = (window.dataLayer = window.dataLayer || []);
  layer.forEach(handle);
  var push = layer.push.bind(layer);
  layer.push = function () {
    for (var i = 0; i < arguments.length; i++) handle(arguments[i]);
    return push.apply(null, arguments);
  };
})();`;

interface Hit {
  name: string;
  params: Record<string, unknown>;
}

describe('analytics', () => {
  let stack: Stack;
  let browser: Browser;

  withShop((s, b) => ([stack, browser] = [s, b]));

  it('loads Google Analytics only after the visitor accepts cookies', async () => {
    const { page } = browser;
    await stack.engine.query(
      "update public.site_settings set ga_measurement_id = 'G-MGRID2026' where id = 'default'",
    );
    const analytics: string[] = [];
    await page.route('https://www.googletagmanager.com/**', (route) => {
      analytics.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    });
    await page.goto('/');
    await expectVisible(page.getByTestId('cookie-consent'));
    await page.waitForTimeout(500);
    expect(analytics).toEqual([]);
    await page.getByTestId('cookie-consent').getByRole('button', { name: 'Accept' }).click();
    await expectCount(page.getByTestId('cookie-consent'), 0);
    await expect
      .poll(() => analytics)
      .toEqual(['https://www.googletagmanager.com/gtag/js?id=G-MGRID2026']);
    expect(await page.evaluate(() => localStorage.getItem('mgrid:cookie-consent'))).toBe(
      'accepted',
    );

    // What the Cookie Policy lists is all the shop keeps (the GA script was stubbed here).
    const stored = await page.evaluate(async () => ({
      local: Object.keys(localStorage),
      session: Object.keys(sessionStorage),
      databases: (await indexedDB.databases()).map((d) => d.name ?? ''),
      cookies: document.cookie,
    }));
    expect(stored.local).toEqual(['mgrid:cookie-consent']);
    const sessionKeys = ['react-router-scroll-positions', 'mgrid:dismissed-banners'];
    expect(stored.session.every((key) => sessionKeys.includes(key))).toBe(true);
    expect(stored.databases.length).toBeGreaterThan(0);
    expect(stored.databases.every((name) => name.startsWith('rxdb-dexie-mgrid-'))).toBe(true);
    expect(stored.cookies).toBe('');
  });

  it('sends each ecommerce event once with the right figures, purchases once their receipt is known', async () => {
    const { page, context } = browser;
    const hits: Hit[] = [];
    // Once per context (a retry of this test finds it registered).
    await context
      .exposeBinding('__gaHit', (_source, name: string, params: Hit['params']) =>
        hits.push({ name, params }),
      )
      .catch(() => undefined);
    await page.unroute('https://www.googletagmanager.com/**');
    await page.route('https://www.googletagmanager.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: GTAG_STUB }),
    );
    let seen = 0;
    /** The events since the last call, once `count` have arrived (and no more after a pause). */
    const newHits = async (count: number): Promise<Hit[]> => {
      // GA loads once the data layer knows the measurement id: seconds after a page load.
      await expect
        .poll(() => hits.length - seen, { timeout: 15_000 })
        .toBeGreaterThanOrEqual(count);
      await page.waitForTimeout(500);
      const fresh = hits.slice(seen);
      seen = hits.length;
      return fresh;
    };
    const productOf = async (id: string) => {
      const { rows } = await stack.engine.query<{
        name: string;
        category: string;
        price: string;
        moq: number;
      }>('select name, category, price, moq from public.products where id = $1', [id]);
      const row = rows[0]!;
      const price = priceTextToPaise(row.price)! / 100;
      return {
        item: { item_id: id, item_name: row.name, item_category: row.category, price },
        moq: Math.max(1, row.moq),
        price,
      };
    };
    const cardId = async (card: ReturnType<Page['getByTestId']>) =>
      decodeURIComponent((await card.locator('a').last().getAttribute('href'))!.split('/').pop()!);

    await page.goto('/products');
    const [list] = await newHits(1);
    const cards = page.getByTestId('product-card');
    const shownIds = await Promise.all((await cards.all()).slice(0, 8).map((card) => cardId(card)));
    expect(list!.name).toBe('view_item_list');
    expect(list!.params).toMatchObject({ item_list_id: 'products', item_list_name: 'Products' });
    const listed = list!.params.items as { item_id: string; index: number }[];
    expect(listed.slice(0, shownIds.length).map((i) => i.item_id)).toEqual(shownIds);
    expect(listed.map((i) => i.index)).toEqual(listed.map((_, index) => index));

    // A one-tap add from the list, then a second product from its own page.
    const buyable = cards.filter({ has: page.getByRole('button', { name: /^Add to Cart/ }) });
    const a = await productOf(await cardId(buyable.nth(0)));
    const bId = await cardId(buyable.nth(1));
    const b = await productOf(bId);
    await buyable
      .nth(0)
      .getByRole('button', { name: /^Add to Cart/ })
      .click();
    expect(await newHits(1)).toEqual([
      {
        name: 'add_to_cart',
        params: {
          currency: 'INR',
          value: a.price * a.moq,
          items: [{ ...a.item, quantity: a.moq }],
        },
      },
    ]);
    await buyable.nth(1).locator('a').last().click();
    await page.waitForURL(`**/products/${bId}`);
    expect(await newHits(1)).toEqual([
      { name: 'view_item', params: { currency: 'INR', value: b.price, items: [b.item] } },
    ]);
    await page.getByTestId('add-to-cart').click();
    expect(await newHits(1)).toEqual([
      {
        name: 'add_to_cart',
        params: {
          currency: 'INR',
          value: b.price * b.moq,
          items: [{ ...b.item, quantity: b.moq }],
        },
      },
    ]);

    await page.getByRole('link', { name: /^Cart, / }).click();
    await page.waitForURL('**/cart');
    await page
      .locator(`[data-testid="cart-line"][data-product-id="${a.item.item_id}"]`)
      .getByRole('button', { name: 'Remove' })
      .click();
    const { item_category: _category, ...aInCart } = a.item;
    expect(await newHits(1)).toEqual([
      {
        name: 'remove_from_cart',
        params: {
          currency: 'INR',
          value: a.price * a.moq,
          items: [{ ...aInCart, quantity: a.moq }],
        },
      },
    ]);

    const { item_category: _b, ...bInCart } = b.item;
    const checkout = async () => {
      await page.getByTestId('checkout-button').click();
      await page.waitForURL('**/checkout');
      const total = rupeesTextToPaise((await page.getByTestId('order-total').textContent())!) / 100;
      const cart = { currency: 'INR', value: total, items: [{ ...bInCart, quantity: b.moq }] };
      expect(await newHits(1)).toEqual([{ name: 'begin_checkout', params: cart }]);
      await fillCheckout(page, ASHA);
      return cart;
    };
    const purchaseOf = async (orderId: string) => {
      const row = await orderById(stack.engine, orderId);
      return {
        name: 'purchase',
        params: {
          transaction_id: `MG-${orderId.replace(/-/g, '').slice(0, 8).toUpperCase()}`,
          currency: 'INR',
          value: Number(row.total_in_paise) / 100,
          tax: Number(row.gst_in_paise) / 100,
          shipping: Number(row.delivery_fee_in_paise) / 100,
          items: row.items.map((item) => ({
            item_id: item.productId,
            item_name: b.item.item_name,
            price: item.unitPriceInPaise / 100,
            quantity: item.quantity,
          })),
        },
      };
    };

    // Placed online: payment info at once, the purchase as soon as the receipt is read.
    const cart = await checkout();
    await page.getByTestId('place-order').click();
    await page.waitForURL(/\/order-success\/[0-9a-f-]{36}$/);
    const first = page.url().split('/').pop()!;
    expect(await newHits(2)).toEqual([
      { name: 'add_payment_info', params: { ...cart, payment_type: 'cod' } },
      await purchaseOf(first),
    ]);

    // Placed offline: the purchase waits until the order reaches the database.
    await page.getByRole('link', { name: 'Continue shopping' }).click();
    await page.waitForURL('**/products');
    expect((await newHits(1)).map((hit) => hit.name)).toEqual(['view_item_list']);
    await page
      .locator(`a[href="/products/${encodeURIComponent(bId)}"]`)
      .last()
      .click();
    await page.waitForURL(`**/products/${bId}`);
    await page.getByTestId('add-to-cart').click();
    expect((await newHits(2)).map((hit) => hit.name)).toEqual(['view_item', 'add_to_cart']);
    await page.getByRole('link', { name: /^Cart, / }).click();
    await page.waitForURL('**/cart');
    const again = await checkout();
    await context.setOffline(true);
    await page.getByTestId('place-order').click();
    await page.waitForURL(/\/order-success\/[0-9a-f-]{36}$/);
    const second = page.url().split('/').pop()!;
    expect(await newHits(1)).toEqual([
      { name: 'add_payment_info', params: { ...again, payment_type: 'cod' } },
    ]);
    await page.waitForTimeout(3000);
    expect(hits.length).toBe(seen);
    await context.setOffline(false);
    expect(await newHits(1)).toEqual([await purchaseOf(second)]);
    await expectAttribute(page.getByTestId('cart-count'), 'data-count', '0');

    // A lead from the contact form: where it came from, not who sent it.
    await page.goto('/contact');
    const form = page.getByTestId('lead-form-contact');
    await form.getByLabel(/^Name/).fill(ASHA.name);
    await form.getByLabel('Mobile number').fill(ASHA.phone);
    await form.getByLabel(/^Email/).fill(ASHA.email);
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Send' }).click();
    expect(await newHits(1)).toEqual([
      { name: 'generate_lead', params: { lead_source: 'contact' } },
    ]);

    // Each purchase once, and nothing personal in any event.
    await page.waitForTimeout(3000);
    expect(hits.filter((hit) => hit.name === 'purchase')).toHaveLength(2);
    const sent = JSON.stringify(hits);
    for (const personal of [ASHA.name, ASHA.email, '98200', ASHA.addressLine1, ASHA.pinCode]) {
      expect(sent).not.toContain(personal);
    }
  });
});
