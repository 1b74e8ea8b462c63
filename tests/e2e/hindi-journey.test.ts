// A buyer who reads Hindi first, on a phone: switches the shop to Hindi, searches in
// Devanagari, adds to the cart, checks out with no signal and then online, reads the tax
// invoice in Hindi; the choice survives a reload and a visit to an English address. Texts are
// asserted through the Hindi catalogues (what the page must show), so the test fails if a
// screen falls back to English. Screenshots of five Hindi pages at 390 px are kept.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../../supabase/local/config.ts';
import shell from '../../src/i18n/hi/shell.ts';
import buy from '../../src/i18n/hi/buy.ts';
import data from '../../src/i18n/hi/data.ts';
import { SCREENSHOT_DIR, waitForServiceWorker, type Browser } from './support/browser.ts';
import { orderById } from './support/shop.ts';
import { withShop } from './support/shop-session.ts';
import { apiUrl, sessionFor } from './support/sign-in.ts';
import type { Stack } from './support/stack.ts';
import { expectAttribute } from './support/wait.ts';

const HINDI: Record<string, string> = { ...data, ...shell, ...buy };
/** The Hindi the page must show for an English text (fails loudly if it has none). */
function hi(english: string): string {
  const text = HINDI[english];
  if (!text) throw new Error(`no Hindi for "${english}"`);
  return text;
}

const anonKey = configFromEnv({ MGRID_QUIET: '1' }).anonKey;

async function confirmOrder(orderId: string): Promise<void> {
  const { access_token: token } = JSON.parse(await sessionFor('admin@mgrid.local')) as {
    access_token: string;
  };
  const response = await fetch(`${apiUrl()}/rest/v1/rpc/order_action`, {
    method: 'POST',
    headers: {
      apikey: anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ order_id: orderId, action: 'confirm', args: {} }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

describe('the shop in Hindi', () => {
  let stack: Stack;
  let browser: Browser;

  withShop((s, b) => ([stack, browser] = [s, b]), {
    serviceWorkers: true,
    freshProfileOnRetry: true,
  });

  it('browse, search, order offline and online, read the invoice, all in Hindi', async () => {
    const { page, context } = browser;
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    const shot = (name: string) =>
      page.screenshot({ path: path.join(SCREENSHOT_DIR, `hindi-${name}-390x844.png`) });

    await page.goto('/products');
    await waitForServiceWorker(page);
    await page.getByTestId('language-switch').click();
    await page.waitForURL('**/hi/products');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(hi('Products'));
    await shot('products');

    // Search in Devanagari finds the green lasers (the full comparison with the English search
    // is tests/e2e/hindi-search-chat.test.ts).
    await page.getByTestId('product-search').fill('ग्रीन लेजर');
    const found = () =>
      page
        .getByTestId('product-card')
        .getByRole('link')
        .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')))]);
    await expect.poll(found).toContain('/hi/products/sl01');
    expect(await found()).not.toContain('/hi/products/mdr60');
    await page.goto('/hi/products/sl01');
    await page.getByTestId('add-to-cart').click();
    await expectAttribute(page.getByTestId('cart-count'), 'data-count', '1');
    await shot('product');

    // The choice survives a reload and an English address.
    await page.reload();
    expect(new URL(page.url()).pathname).toBe('/hi/products/sl01');
    await page.goto('/');
    await page.waitForURL('**/hi/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await shot('home');

    await page.goto('/hi/cart');
    await expectAttribute(page.getByTestId('cart-count'), 'data-count', '1');
    await shot('cart');

    await context.setOffline(true);
    await page.getByTestId('checkout-button').click();
    await page.waitForURL('**/hi/checkout');
    const form = page.getByTestId('checkout-form');
    await form.getByLabel(hi('Full name')).fill('सुनीता शर्मा');
    await form.getByLabel(hi('Mobile number')).fill('+91 98200 44556');
    await form.getByLabel(hi('Email (for the invoice)')).fill('sunita@sharma-tiles.example.in');
    await form.getByLabel(hi('Address line 1')).fill('12, शिवाजी नगर');
    await form.getByLabel(hi('PIN code')).fill('411001');
    await expect.poll(() => form.getByLabel(hi('City')).inputValue()).not.toBe('');
    await shot('checkout');
    await page.getByTestId('place-order').click();
    await page.waitForURL(/\/hi\/order-success\/[0-9a-f-]{36}$/);
    const orderId = page.url().split('/').pop()!;
    await expectAttribute(page.getByTestId('order-sync-state'), 'data-state', 'waiting');
    const { rows } = await stack.engine.query('select id from public.orders where id = $1', [
      orderId,
    ]);
    expect(rows).toEqual([]);

    await context.setOffline(false);
    const row = await orderById(stack.engine, orderId, 45_000);
    expect(row).toMatchObject({ customer_name: 'सुनीता शर्मा', state: 'Maharashtra' });
    await expectAttribute(page.getByTestId('order-sync-state'), 'data-state', 'confirmed');

    await confirmOrder(orderId);
    await expect
      .poll(
        () =>
          page
            .getByTestId('invoice-number')
            .first()
            .textContent()
            .catch(() => null),
        {
          timeout: 40_000,
        },
      )
      .toMatch(new RegExp(`^${hi('Invoice')} MG/`));
    await page.getByRole('button', { name: hi('View') }).click();
    const view = page.getByRole('article').first();
    await expect.poll(() => view.textContent()).toContain(hi('Tax Invoice'));
  });
});
