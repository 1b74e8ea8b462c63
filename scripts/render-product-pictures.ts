// Renders the demo catalogue's product pictures, public/images/products/<name>.svg (the drawn
// sources), to the raster pictures the seed and the shop use, with Debian's Chromium (no image
// tools needed): <name>.webp at 800 x 800 and <name>-400.webp at 400 x 400
// (src/lib/picture-sources.ts). Why raster: a real shop's pictures are photos, and an SVG in
// an <img> is parsed, laid out and painted on the page's main thread (its own document, with
// text), which Lighthouse counted as 40-70 ms of blocking at 4x CPU on /products, where a
// WebP decodes off the main thread; link previews (WhatsApp, Facebook) do not show SVG
// either. 800 px covers a 480 px product picture at a phone's 1.75x; cards and thumbnails
// take the 400 px one. The SVGs stay, so a device still holding an old catalogue's addresses
// finds its pictures. Run after changing a drawing:
// node --import tsx scripts/render-product-pictures.ts
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const PICTURES = path.resolve(import.meta.dirname, '..', 'public', 'images', 'products');
const SIZES = { '': 800, '-400': 400 } as const;
const QUALITY = 0.8;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  const page = await browser.newPage();
  for (const file of readdirSync(PICTURES).filter((f) => f.endsWith('.svg'))) {
    const svg = readFileSync(path.join(PICTURES, file), 'utf8');
    for (const [suffix, size] of Object.entries(SIZES)) {
      const dataUrl = await page.evaluate(
        async ({ svg, size, quality }) => {
          const image = new Image();
          image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = size;
          canvas.height = size;
          canvas.getContext('2d')!.drawImage(image, 0, 0, size, size);
          return canvas.toDataURL('image/webp', quality);
        },
        { svg, size, quality: QUALITY },
      );
      const webp = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
      const name = file.replace(/\.svg$/, `${suffix}.webp`);
      writeFileSync(path.join(PICTURES, name), webp);
      console.log(`${name}: ${(webp.length / 1024).toFixed(1)} KiB`);
    }
  }
} finally {
  await browser.close();
}
