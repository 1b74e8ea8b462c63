// Search and the assistant in Hindi on a phone: on /hi/products at 390 px, "ग्रीन
// लेजर" finds what "green laser" finds (the green line lasers among them), and with no signal
// the assistant asked "5000 के अंदर ग्रीन लेजर दिखाओ" answers in Hindi from the device's
// catalogue with the green laser under ₹5,000, its card and Hindi suggestions.
import { describe, expect, it } from 'vitest';
import { SCREENSHOT_DIR, waitForServiceWorker, type Browser } from './support/browser.ts';
import { withShop } from './support/shop-session.ts';
import { expectContains, expectCount, expectVisible } from './support/wait.ts';

describe('Hindi search and assistant', () => {
  let browser: Browser;

  withShop((_s, b) => (browser = b), { serviceWorkers: true, freshProfileOnRetry: true });

  it('finds the green lasers for "ग्रीन लेजर" and answers a Hindi question offline', async () => {
    const { page, context } = browser;
    await page.goto('/hi/products');
    await waitForServiceWorker(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');

    const search = page.getByTestId('product-search');
    const names = () => page.getByTestId('product-card').getByRole('link').allTextContents();
    await search.fill('green laser');
    await expect.poll(async () => (await names()).filter(Boolean).length).toBe(7);
    const inEnglish = (await names()).filter(Boolean);
    await search.fill('ग्रीन लेजर');
    await expect.poll(async () => (await names()).filter(Boolean)).toEqual(inEnglish);
    for (const code of ['SL01', 'SL02', 'GL360', 'GL3D'])
      expect(
        inEnglish.some((name) => name.includes(code)),
        code,
      ).toBe(true);
    expect(inEnglish.some((name) => name.includes('MDR'))).toBe(false);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/hindi-search-390x844.png` });

    await context.setOffline(true);
    await page.getByTestId('chat-toggle').click();
    await expectVisible(page.getByRole('dialog', { name: 'MGRID असिस्टेंट' }));
    await expectContains(page.getByTestId('chat-messages'), 'नमस्ते!');
    const input = page.getByTestId('chat-input');
    await input.fill('5000 के अंदर ग्रीन लेजर दिखाओ');
    await input.press('Enter');
    await expectCount(page.getByTestId('chat-bot-message'), 1);
    const reply = page.getByTestId('chat-bot-message').last();
    await expectContains(reply, 'हमारे पास ये हरे लेज़र लेवल ₹5,000 तक हैं:');
    await expectContains(reply, 'ML01');
    await expectContains(reply, '₹3,499');
    const cards = page.getByTestId('chat-product-card');
    await expectCount(cards, 1);
    await expectContains(cards, 'ML01');
    await expectVisible(cards.getByRole('button', { name: 'कार्ट में डालें' }));
    const chips = page.getByTestId('chat-suggestions').last();
    await expectVisible(chips.getByRole('button', { name: 'कोटेशन लें', exact: true }));
    await page.screenshot({ path: `${SCREENSHOT_DIR}/hindi-chat-390x844.png` });
  });
});
