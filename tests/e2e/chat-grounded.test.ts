// The grounded assistant in Chromium, offline (the rule engine over the device's catalogue):
// "battery for SL02" shows the BP2600's card and its Add to Cart adds it; "price for 10 SL02" shows
// the bulk total and a "Get quote" that opens the quotation request with the line filled; "quote
// for 10 SL02 and 10 TP160" opens the request with both lines, and the "Get quote" suggestion under
// a product's reply with that product. Every product a reply names has its card.
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

    // With no signal too: "quote for 10 SL02 and 10 TP160" fills both lines, and its
    // Get quote opens the quotation request with them.
    await say(page, 'quote for 10 SL02 and 10 TP160', 3);
    await page.getByTestId('chat-quote').last().click();
    await page.waitForURL('**/quote/request?items=sl02:10,tp160:10');
    await expectCount(page.getByTestId('chat-panel'), 0);
    const lines = page.getByTestId('quote-line');
    await expectCount(lines, 2);
    await expectContains(lines.first(), 'SL02');
    await expectContains(lines.last(), 'TP160');

    // The "Get quote" suggestion under a product's reply asks for that product.
    await page.getByTestId('chat-toggle').click();
    await say(page, 'Tell me about the TP160', 4);
    const chips = page.getByTestId('chat-suggestions').last();
    await chips.getByRole('button', { name: 'Get quote', exact: true }).click();
    await page.waitForURL('**/quote/request?items=tp160:1');
    await expectCount(page.getByTestId('quote-line'), 1);
    await expectContains(page.getByTestId('quote-line').first(), 'TP160');
    await context.setOffline(false);
  });
});
