// What installing the app costs a shopper, computed from a build: the service
// worker's precache (its entries, their bytes as stored and as sent, brotli, the way the
// server answers) and the HTML of `/` as sent. Staff code is not in the precache
// (scripts/precache-plugin.ts); it is listed in staff-assets.json.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { machineLine } from './support.ts';

export interface InstallSize {
  entries: { url: string; bytes: number; brotliBytes: number }[];
  /** The precache as stored on the phone, and as sent over the line. */
  bytes: number;
  brotliBytes: number;
  /** `/`'s HTML, as sent (brotli). */
  homeHtmlBrotliBytes: number;
  /** The back office's files, cached only for staff. */
  staffFiles: number;
  staffBytes: number;
}

/** The shopper's budgets: the precache as sent, and the first round trips' HTML of `/`. */
export const PRECACHE_BUDGET_BYTES = 1024 * 1024;
export const HOME_HTML_BUDGET_BYTES = 16 * 1024;

const brotli = (data: Buffer) =>
  brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** The URLs Workbox put in the built service worker's precache manifest. */
export function precacheUrls(swCode: string): string[] {
  return [...swCode.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]!);
}

export async function installSize(distDir: string): Promise<InstallSize> {
  const urls = precacheUrls(await readFile(path.join(distDir, 'sw.js'), 'utf8'));
  const entries = await Promise.all(
    urls.map(async (url) => {
      const data = await readFile(path.join(distDir, url));
      return { url, bytes: data.length, brotliBytes: brotli(data) };
    }),
  );
  const staff = JSON.parse(
    await readFile(path.join(distDir, 'staff-assets.json'), 'utf8'),
  ) as string[];
  const staffSizes = await Promise.all(
    staff.map(async (url) => (await readFile(path.join(distDir, url))).length),
  );
  return {
    entries,
    bytes: entries.reduce((sum, e) => sum + e.bytes, 0),
    brotliBytes: entries.reduce((sum, e) => sum + e.brotliBytes, 0),
    homeHtmlBrotliBytes: brotli(await readFile(path.join(distDir, 'index.html'))),
    staffFiles: staff.length,
    staffBytes: staffSizes.reduce((sum, n) => sum + n, 0),
  };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The lines the bench and the build test print. */
export function describeInstallSize(size: InstallSize): string[] {
  return [
    `shopper precache: ${size.entries.length} entries, ${kib(size.bytes)} stored, ${kib(size.brotliBytes)} sent (brotli), budget ${kib(PRECACHE_BUDGET_BYTES)} sent`,
    `staff code (cached when staff open the back office): ${size.staffFiles} files, ${kib(size.staffBytes)} stored`,
    `HTML of / as sent (brotli): ${kib(size.homeHtmlBrotliBytes)}, budget ${kib(HOME_HTML_BUDGET_BYTES)}`,
  ];
}

export async function run(): Promise<void> {
  const dist = path.resolve(import.meta.dirname, '../dist');
  if (!existsSync(path.join(dist, 'sw.js'))) {
    execFileSync('npm', ['run', 'build'], { cwd: path.dirname(dist), stdio: 'ignore' });
  }
  const size = await installSize(dist);
  console.log(`${machineLine()}; from dist/ (npm run build first)`);
  for (const e of [...size.entries].sort((a, b) => b.brotliBytes - a.brotliBytes).slice(0, 12)) {
    console.log(
      `  ${e.url.padEnd(48)} ${kib(e.bytes).padStart(10)} ${kib(e.brotliBytes).padStart(10)}`,
    );
  }
  for (const line of describeInstallSize(size)) console.log(line);
  const over = [
    size.brotliBytes > PRECACHE_BUDGET_BYTES && 'the shopper precache',
    size.homeHtmlBrotliBytes > HOME_HTML_BUDGET_BYTES && 'the HTML of /',
  ].filter(Boolean);
  if (over.length > 0) {
    console.error(`OVER BUDGET: ${over.join(' and ')}`);
    process.exitCode = 1;
  }
}
