// The grounded assistant in Chromium, offline (the rule engine over the device's catalogue,
// issue 31): "battery for SL02" shows the BP2600's card and its Add to Cart adds it; "price
// for 10 SL02" shows the bulk total and a "Get quote" that opens the quotation request with
// the line filled. Every product a reply names has its card.
import { describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { waitForServiceWorker, type Browser } from './support/browser.ts';
import { withShop } from './support/shop-session.ts';
import { expectAttribute, expectContains, expectCount, expectVisible } from './support/wait.ts';

async function say(page: Page, text: string, botReplies: number) {
  const input = page.getByTestId('chat-input');
  await input.fill(text);
  await input.press('Enter');
  await expectCount(page.getByTestId('chat-bot-message'), botReplies);
}

describe('grounded chat assistant', () => {
  let browser: Browser;

  withShop((_s, b) => (browser = b), { serviceWorkers: true, freshProfileOnRetry: true });

  it('answers accessories and bulk prices from the catalogue with no signal', async () => {
    const { page, context } = browser;
    await page.goto('/');
    await waitForServiceWorker(page);
    await context.setOffline(true);

    await page.getByTestId('chat-toggle').click();
    await expectVisible(page.getByRole('dialog', { name: 'MGRID ASSISTANT' }));

    await say(page, 'battery for SL02', 1);
    await expectContains(
      page.getByTestId('chat-bot-message').last(),
      'MGRID BP2600 Rechargeable Li-ion Battery Pack (₹1,299)',
    );
    // The battery's card, and the SL02's (the reply names it too).
    await expectCount(page.getByTestId('chat-product-card'), 2);
    const card = page
      .getByTestId('chat-product-card')
      .filter({ hasText: 'MGRID BP2600 Rechargeable Li-ion Battery Pack' });
    await expectCount(card, 1);
    await card
      .getByRole('button', { name: 'Add MGRID BP2600 Rechargeable Li-ion Battery Pack to cart' })
      .click();
    await expectAttribute(page.getByTestId('cart-count'), 'data-count', '1');
    await expectContains(card, 'Added to cart (1 in cart).');

    await say(page, 'price for 10 SL02', 2);
    const bulk = page.getByTestId('chat-bot-message').last();
    await expectContains(
      bulk,
      '10 × MGRID SL02 Self-Levelling Crossline Laser Pro: ₹11,999 per unit.',
    );
    await expectContains(bulk, 'Total ₹1,19,990 including 18% GST (₹18,304).');
    const quote = page.getByTestId('chat-quote');
    await expectCount(quote, 1);
    await expectAttribute(quote, 'href', '/quote/request?items=sl02:10');
    await expectContains(page.getByTestId('chat-product-card').last(), 'MGRID SL02');
    await context.setOffline(false);
  });
});
