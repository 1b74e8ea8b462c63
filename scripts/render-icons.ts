// Renders the PNG app icons from their SVG sources with Debian's Chromium (no image tools
// needed): public/icons/maskable.svg -> maskable-192.png and maskable-512.png. The maskable
// icon keeps the mark inside the central safe zone (a circle of 40% radius) on a full-bleed
// brand background, so launchers may crop it to any shape. Run: node --import tsx scripts/render-icons.ts
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const ICONS = path.resolve(import.meta.dirname, '..', 'public', 'icons');

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  const svg = readFileSync(path.join(ICONS, 'maskable.svg'), 'utf8');
  for (const size of [192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<html><body style="margin:0">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
    );
    await page.screenshot({ path: path.join(ICONS, `maskable-${size}.png`) });
    await page.close();
  }
} finally {
  await browser.close();
}
