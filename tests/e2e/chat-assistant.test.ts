// The assistant in Chromium against the real local server: a product card from the local
// catalogue that adds to the cart, the "Get in Touch" form 2 s after a phone number, each
// validation message, a lead saved with the network off that reaches Postgres exactly once
// with its conversation, and "clear chat" that stays cleared after a reload.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { leadPriority } from '../../src/lib/lead-priority.ts';
import {
  DESKTOP,
  PHONE,
  SCREENSHOT_DIR,
  screenshotBothSizes,
  seriousA11yViolations,
  waitForServiceWorker,
  type Browser,
} from './support/browser.ts';
import { withShop } from './support/shop-session.ts';
import type { Stack } from './support/stack.ts';
import { expectAttribute, expectContains, expectCount, expectVisible } from './support/wait.ts';

async function say(page: Page, text: string, botReplies: number) {
  const input = page.getByTestId('chat-input');
  await input.fill(text);
  await input.press('Enter');
  await expectCount(page.getByTestId('chat-bot-message'), botReplies);
}

async function leadRows(stack: Stack) {
  const { rows } = await stack.engine.query<Record<string, unknown>>(
    "select * from public.leads where source = 'chat' and phone in ('9820045120', '+91 98200 45120')",
  );
  return rows;
}

describe('chat assistant', () => {
  let stack: Stack;
  let browser: Browser;

  withShop((s, b) => ([stack, browser] = [s, b]), {
    serviceWorkers: true,
    freshProfileOnRetry: true,
  });

  it('answers from the catalogue, captures one lead offline, and clears', async () => {
    const { page, context } = browser;
    await page.goto('/');
    await waitForServiceWorker(page);

    await page.getByTestId('chat-toggle').click();
    await expectVisible(page.getByRole('dialog', { name: 'MGRID ASSISTANT' }));
    // Shift+Enter is a new line, an empty message is not sent.
    await page.getByTestId('chat-input').press('Enter');
    await expectCount(page.getByTestId('chat-user-message'), 0);

    await say(page, 'ML01', 1);
    await expectContains(page.getByTestId('chat-bot-message').last(), '₹3,499');
    const card = page.getByTestId('chat-product-card');
    await expectContains(card, 'MGRID ML01 Line Laser');
    await card.getByRole('button', { name: /Add .* to cart/ }).click();
    await expectAttribute(page.getByTestId('cart-count'), 'data-count', '1');

    await say(page, 'Please call me on 98200 45120', 2);
    const form = page.getByTestId('chat-lead-form');
    await expectVisible(form);
    await expect.poll(() => form.getByLabel('Mobile number').inputValue()).toBe('9820045120');

    // Empty, then invalid, then valid.
    await form.getByLabel('Mobile number').fill('');
    await form.getByRole('button', { name: 'Send details' }).click();
    for (const text of [
      'Name is required',
      'Email is required',
      'Phone number is required',
      'Please accept the terms and conditions',
    ]) {
      await expectContains(form, text);
    }
    await form.getByLabel('Name').fill('Ravi Kumar');
    await form.getByLabel('Email').fill('ravi@');
    await form.getByLabel('Mobile number').fill('12345');
    await form.getByRole('button', { name: 'Send details' }).click();
    await expectContains(form, 'Please enter a valid email address');
    await expectContains(form, 'Please enter a valid Indian phone number');
    await form.getByLabel('Email').fill('ravi@kumarbuild.in');
    await expect.poll(() => form.textContent()).not.toContain('Please enter a valid email address');

    await screenshotBothSizes(page, 'chat-lead-form');
    // What a visitor sees (the panel is fixed, so a viewport shot shows it in place).
    await page.screenshot({ path: `${SCREENSHOT_DIR}/chat-panel-390x844.png` });
    await page.setViewportSize(DESKTOP);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/chat-panel-1366x768.png` });
    await page.setViewportSize(PHONE);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Two more messages so the conversation is long enough to count.
    await say(page, 'warranty?', 3);
    await say(page, 'delivery time to Pune?', 4);

    await context.setOffline(true);
    await form.getByLabel('Mobile number').fill('+91 98200 45120');
    await form.getByLabel(/I agree/).check();
    await form.getByRole('button', { name: 'Send details' }).click();
    await expectContains(
      page.getByTestId('chat-messages'),
      'Thank you for your information! Our team will get back to you soon...',
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await leadRows(stack)).toEqual([]);

    await page.reload();
    await page.getByTestId('chat-toggle').click();
    await expectCount(page.getByTestId('chat-user-message'), 4);
    await expectContains(page.getByTestId('chat-messages'), 'Thank you for your information!');

    await context.setOffline(false);
    await expect.poll(async () => (await leadRows(stack)).length, { timeout: 45_000 }).toBe(1);
    const [lead] = await leadRows(stack);
    const history = lead!.conversation_history as { type: string; content: string }[];
    expect(history.map((m) => m.type)).toEqual([
      'user',
      'bot',
      'user',
      'bot',
      'user',
      'bot',
      'user',
      'bot',
    ]);
    expect(history[0]!.content).toBe('ML01');
    expect(lead).toMatchObject({
      name: 'Ravi Kumar',
      email: 'ravi@kumarbuild.in',
      phone: '+91 98200 45120',
      total_messages: 8,
      interested_products: expect.arrayContaining(['ml01']),
    });
    expect(lead!.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lead!.priority).toBe(
      leadPriority({
        phone: '9820045120',
        totalMessages: 8,
        interestedProducts: lead!.interested_products as string[],
      }),
    );
    expect(lead!.priority).toBe('high');

    await page.getByTestId('chat-clear').click();
    await expectCount(page.getByTestId('chat-user-message'), 0);
    await expectCount(page.getByTestId('chat-bot-message'), 0);
    await page.reload();
    await page.getByTestId('chat-toggle').click();
    await expectVisible(page.getByTestId('chat-messages'));
    await expectCount(page.getByTestId('chat-user-message'), 0);
    await expectCount(page.getByTestId('chat-bot-message'), 0);
    expect(await leadRows(stack)).toHaveLength(1);
  });
});
