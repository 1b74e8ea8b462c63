// A product picture picked offline: resized in the browser, kept across a reload, uploaded to
// the product-images bucket when the drafts are published back online, and shown from the
// bucket on a visitor's product page.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { solidPng } from '../support/png.ts';
import {
  openBrowser,
  screenshotBothSizes,
  seriousA11yViolations,
  waitForServiceWorker,
  SCREENSHOT_DIR,
  type Browser,
} from './support/browser.ts';
import { withShop } from './support/shop-session.ts';
import { signInAs } from './support/sign-in.ts';
import type { Stack } from './support/stack.ts';
import { expectContains, expectCount } from './support/wait.ts';
import path from 'node:path';

/** The thumbnail of the picture kept on this device, once it has loaded (1600 px wide). */
async function localThumbnail(page: Page, within = 'images-input') {
  const img = page.getByTestId(within).locator('[data-testid="draft-image"][data-local]');
  await expectCount(img, 1);
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth), {
      timeout: 10_000,
    })
    .toBe(1600);
  return img.getAttribute('src');
}

describe('admin product images', () => {
  let stack: Stack;
  let browser: Browser;

  withShop((s, b) => ([stack, browser] = [s, b]), { serviceWorkers: true });

  it('uploads a picture picked offline on publish and shows it on the product page', async () => {
    const { page, context } = browser;
    await signInAs(context, 'admin');
    await page.goto('/admin/products');
    await waitForServiceWorker(page);
    await expectContains(page.getByTestId('pending-changes'), 'Everything is published');
    await page.goto('/admin/products/ml01');
    const editor = page.getByTestId('product-editor');
    await expectContains(editor, 'Images (the first is the main picture)');
    const existing = await editor.getByRole('textbox', { name: /^Image \d+$/ }).count();

    await context.setOffline(true);
    const input = page.getByTestId('image-drop-input');
    await input.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a picture'),
    });
    await expectContains(
      page.getByTestId('image-problems'),
      'notes.txt: Only pictures can be added (JPEG, PNG, WebP, GIF or AVIF).',
    );
    // 2400 x 1200: resized in the browser to 1600 x 800.
    await input.setInputFiles({
      name: 'front.png',
      mimeType: 'image/png',
      buffer: solidPng(2400, 1200, [215, 38, 46]),
    });
    await expectContains(editor, 'Picture on this device: uploaded when you publish');
    await expectCount(page.getByTestId('image-problems'), 0);
    expect(await localThumbnail(page)).toMatch(/^blob:/);
    // New pictures go last; the admin moves it up to be the main one.
    for (let n = existing + 1; n > 1; n--) {
      await editor.getByRole('button', { name: `Move image ${n} up` }).click();
    }
    await editor.getByTestId('save-draft').click();
    await expectContains(page.getByTestId('editor-saved'), 'Saved on this device');
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByTestId('images-input').screenshot({
      path: path.join(SCREENSHOT_DIR, 'admin-product-images-input-390x844.png'),
    });

    // Offline reload: the draft and its picture are still on the device.
    await page.reload();
    await expectContains(page.getByTestId('product-editor'), 'Picture on this device');
    await localThumbnail(page);
    // The draft's diff against the published product shows it too.
    await localThumbnail(page, 'draft-diff');
    await screenshotBothSizes(page, 'admin-product-images');
    await page.getByTestId('publish').click();
    await expectContains(page.getByTestId('publish-waiting'), 'You are offline');
    const { rows: objectsOffline } = await stack.engine.query(
      `select name from storage.objects where bucket_id = 'product-images'`,
    );
    expect(objectsOffline).toEqual([]);

    await context.setOffline(false);
    await expectContains(page.getByTestId('pending-changes'), 'Everything is published');
    const { rows: objects } = await stack.engine.query<{ name: string; mimetype: string }>(
      `select name, metadata->>'mimetype' as mimetype from storage.objects
       where bucket_id = 'product-images'`,
    );
    expect(objects).toEqual([
      { name: expect.stringMatching(/^products\/[0-9a-f]{64}\.webp$/), mimetype: 'image/webp' },
    ]);
    const { rows } = await stack.engine.query<{ images: string[] }>(
      `select images from public.products where id = 'ml01'`,
    );
    const url = rows[0]!.images[0]!;
    expect(url).toMatch(
      new RegExp(`^http://[^/]+/storage/v1/object/public/product-images/${objects[0]!.name}$`),
    );
    expect(rows[0]!.images).toHaveLength(existing + 1);

    // A visitor's product page shows the picture from the bucket, and again offline (the
    // service worker keeps it).
    const visitor = await openBrowser(stack.appUrl, { serviceWorkers: true });
    try {
      await visitor.page.goto('/products/ml01');
      await waitForServiceWorker(visitor.page);
      const shown = async () => {
        const img = visitor.page.getByRole('main').locator(`img[src="${url}"]`).first();
        await expect
          .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth), {
            timeout: 15_000,
          })
          .toBe(1600);
      };
      await shown();
      await expect
        .poll(
          () =>
            visitor.page.evaluate(
              async (u) => (await (await caches.open('product-images')).match(u))?.status ?? null,
              url,
            ),
          { timeout: 10_000 },
        )
        .toBe(200);
      await screenshotBothSizes(visitor.page, 'product-page-uploaded-image');
      await visitor.context.setOffline(true);
      await visitor.page.reload();
      await shown();
    } finally {
      await visitor.close();
    }
  });
});
