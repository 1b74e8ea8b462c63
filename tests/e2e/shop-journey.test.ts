// The shopper's journey on a phone, in real Chromium against the built app and the local
// Supabase server: browse, filter, search, open a product, add to cart, change quantity
// across the free-delivery threshold, check out with cash on delivery, find the order in
// Postgres with the database's totals, and see the success page confirm that total.
import { describe, expect, it } from 'vitest';
import { formatInr } from '../../src/lib/money.ts';
import type { Browser } from './support/browser.ts';
import { ASHA, fillCheckout, orderById, rupeesTextToPaise } from './support/shop.ts';
import { withShop } from './support/shop-session.ts';
import type { Stack } from './support/stack.ts';
import {
  expectAttribute,
  expectContains,
  expectCount,
  expectHydrated,
  expectText,
  expectTitle,
  expectVisible,
} from './support/wait.ts';

describe('shopping on a phone', () => {
  let stack: Stack;
  let browser: Browser;

  withShop((s, b) => ([stack, browser] = [s, b]));

  it('browses, filters and searches the catalogue', async () => {
    const { page } = browser;
    await page.goto('/');
    await expectText(page.getByRole('heading', { level: 1 }), 'Precision you can see');
    // The list below is the one rendered on the device (a client-side navigation).
    await expectHydrated(page);
    await page.getByRole('link', { name: 'Shop all products' }).click();
    await page.waitForURL('**/products');
    // A list rendered on the device shows its first screenful, and the rest once a keyboard
    // enters the grid (Tab never skips past cards not rendered yet)...
    await expect.poll(() => page.getByTestId('result-count').textContent()).toBe('15 products');
    expect(await page.getByTestId('product-card').count()).toBe(8);
    await page.getByTestId('product-card').first().getByRole('link').first().focus();
    await expect.poll(() => page.getByTestId('product-card').count()).toBe(15);

    await page.locator('label', { hasText: /^Accessories$/ }).click();
    await expect.poll(() => page.getByTestId('result-count').textContent()).toBe('7 products');
    expect(new URL(page.url()).searchParams.get('category')).toBe('Accessories');
    const categories = await page
      .getByTestId('product-card')
      .evaluateAll((cards) => cards.map((card) => card.querySelector('p')?.textContent ?? ''));
    expect(categories.every((c) => /accessories/i.test(c))).toBe(true);

    await page.locator('label', { hasText: /^All$/ }).click();
    await page.locator('label', { hasText: /^Best sellers$/ }).click();
    await expect.poll(() => page.getByTestId('result-count').textContent()).toBe('5 products');
    await expectVisible(page.getByText('Best seller').first());
    await page.getByRole('button', { name: 'Clear filters' }).click();

    // The category is a radio group: the arrow keys move through it, as in any radio group.
    await page
      .getByRole('radiogroup', { name: 'Category' })
      .getByRole('radio', { name: 'All' })
      .focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => new URL(page.url()).searchParams.get('category')).toBe('Tools');
    await expect.poll(() => page.getByRole('radio', { name: 'Tools' }).isChecked()).toBe(true);
    await page.locator('label', { hasText: /^All$/ }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('category')).toBe(null);

    // Price and sort are the phone's own pickers (native selects), kept in the address.
    await page.getByLabel('Price').selectOption({ label: '₹2,000 – ₹5,000' });
    await page.getByLabel('Sort by').selectOption({ label: 'Price: high to low' });
    await expect.poll(() => new URL(page.url()).search).toBe('?price=2000-5000&sort=price-desc');
    const priceTexts = () =>
      page.getByTestId('product-card').locator('.price-tag__price').allTextContents();
    await expect.poll(async () => (await priceTexts()).length).toBeGreaterThan(1);
    const prices = (await priceTexts()).map(rupeesTextToPaise);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(prices.every((p) => p >= 2_000_00 && p <= 5_000_00)).toBe(true);
    await page.getByLabel('Price').selectOption({ label: 'Any price' });
    await page.getByLabel('Sort by').selectOption({ label: 'Popularity' });
    await expect.poll(() => new URL(page.url()).search).toBe('');

    // Typo-tolerant: "distnce meter" finds the distance meters.
    await page.getByTestId('product-search').fill('distnce meter');
    await expect.poll(() => page.getByTestId('result-count').textContent()).toBe('3 products');
    const names = await page.getByTestId('product-card').getByRole('link').allTextContents();
    expect(names.filter(Boolean).every((n) => /Distance Meter/.test(n))).toBe(true);
    // Their pictures show: a card keeps the loading it was made with (lazy, below the fold of
    // the whole list), and a lazy picture in view loads.
    await expect
      .poll(() =>
        page
          .getByTestId('product-card')
          .locator('img')
          .evaluateAll((images) =>
            (images as HTMLImageElement[]).map(
              (image) =>
                image.complete && image.naturalWidth > 0 && !image.currentSrc.endsWith('icon.svg'),
            ),
          ),
      )
      .toEqual([true, true, true]);

    // ...or once the reader scrolls near its end, even past it in one jump.
    await page.getByTestId('product-search').fill('mgrid');
    await expect.poll(() => page.getByTestId('result-count').textContent()).toBe('15 products');
    expect(await page.getByTestId('product-card').count()).toBe(8);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.getByTestId('product-card').count()).toBe(15);
  });

  it('adds a product, and shows the delivery fee below ₹5,000 and free delivery from it', async () => {
    const { page } = browser;
    await page.goto('/products/ml01');
    await expectText(page.getByRole('heading', { level: 1 }), 'MGRID ML01 Line Laser');
    await expectTitle(page, 'MGRID ML01 Green Line Laser | Compact and Affordable');
    await expectContains(page.getByTestId('product-price'), '₹3,499');
    await expectContains(page.getByTestId('product-price'), 'Inclusive of 18% GST');
    await page.getByTestId('add-to-cart').click();
    await expectAttribute(page.getByTestId('cart-count'), 'data-count', '1');

    await page.getByRole('link', { name: /^Cart, 1 item/ }).click();
    await page.waitForURL('**/cart');
    await expectText(page.getByTestId('summary-subtotal'), '₹3,499');
    await expectText(page.getByTestId('summary-delivery'), '₹150');
    await expectContains(
      page.getByTestId('free-delivery-hint'),
      'Add ₹1,501 more for free delivery',
    );
    await expectText(page.getByTestId('summary-total'), '₹3,649');

    await page.getByRole('button', { name: 'Increase quantity of MGRID ML01 Line Laser' }).click();
    await expectText(page.getByTestId('line-quantity'), '2');
    await expectText(page.getByTestId('summary-delivery'), 'Free');
    await expectCount(page.getByTestId('free-delivery-hint'), 0);
    await expectText(page.getByTestId('summary-total'), '₹6,998');

    await page.getByRole('button', { name: 'Decrease quantity of MGRID ML01 Line Laser' }).click();
    await expectText(page.getByTestId('summary-delivery'), '₹150');
    await page.getByRole('button', { name: 'Increase quantity of MGRID ML01 Line Laser' }).click();
    await expectText(page.getByTestId('summary-delivery'), 'Free');
  });

  it('checks out with cash on delivery and the order reaches Postgres with its totals', async () => {
    const { page } = browser;
    await page.getByTestId('checkout-button').click();
    await page.waitForURL('**/checkout');

    // Every field is checked, with the message under it.
    await page.getByTestId('place-order').click();
    await expectVisible(page.getByText('Name is required'));
    await expectVisible(page.getByText('Phone number is required'));
    await expectVisible(page.getByText('PIN code is required'));
    await page.getByLabel('PIN code').fill('012345');
    await page.getByTestId('place-order').click();
    await expectVisible(page.getByText('PIN code cannot start with 0'));

    await fillCheckout(page, ASHA);
    await expectAttribute(page.getByTestId('invoice-preview'), 'data-tax-kind', 'cgst_sgst');
    await expectVisible(page.getByTestId('invoice-cgst'));
    await expectContains(page.getByTestId('invoice-preview'), '9015');
    expect(await page.getByRole('radio', { name: 'Cash on delivery' }).isChecked()).toBe(true);
    const checkoutTotal = rupeesTextToPaise(
      (await page.getByTestId('order-total').textContent()) ?? '',
    );
    expect(checkoutTotal).toBe(699_800);

    await page.getByTestId('place-order').click();
    await page.waitForURL(/\/order-success\/[0-9a-f-]{36}$/);
    const orderId = page.url().split('/').pop()!;
    await expectText(
      page.getByTestId('order-number'),
      `MG-${orderId.replace(/-/g, '').slice(0, 8).toUpperCase()}`,
    );
    await expectVisible(page.getByText('Cash on delivery', { exact: true }));
    await expectAttribute(page.getByTestId('cart-count'), 'data-count', '0');

    const row = await orderById(stack.engine, orderId);
    expect(row).toMatchObject({
      customer_name: ASHA.name,
      state: 'Maharashtra',
      payment_method: 'cod',
      tax_split: 'cgst_sgst',
    });
    expect(Number(row.subtotal_in_paise)).toBe(699_800);
    expect(Number(row.delivery_fee_in_paise)).toBe(0);
    expect(Number(row.gst_in_paise)).toBe(106_749);
    expect(Number(row.total_in_paise)).toBe(checkoutTotal);
    expect(row.items).toMatchObject([
      { productId: 'ml01', quantity: 2, unitPriceInPaise: 349_900 },
    ]);
    const shownTotal = rupeesTextToPaise(
      (await page.getByTestId('order-total').textContent()) ?? '',
    );
    expect(shownTotal).toBe(Number(row.total_in_paise));
    // Once sent, sync/ reads the receipt back (get_order_receipt): confirmed, with the
    // database's total.
    await expectAttribute(page.getByTestId('order-sync-state'), 'data-state', 'confirmed');
    await expectContains(
      page.getByTestId('order-sync-state'),
      `Confirmed total: ${formatInr(Number(row.total_in_paise))}`,
    );
    await expectText(page.getByTestId('confirmed-total'), '₹6,998');
    expect(browser.errors).toEqual([]);
  });
});
