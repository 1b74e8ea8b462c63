// Files the app hands the person (a PDF, a CSV): what a click downloads, saved, and a PDF's text
// as Debian's pdftotext reads it.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Download, Page } from 'playwright-core';

/** Clicks what starts a download and returns the saved file's path. */
export async function download(page: Page, click: () => Promise<void>): Promise<string> {
  const [file] = (await Promise.all([page.waitForEvent('download'), click()])) as [Download, void];
  const dir = path.join(tmpdir(), 'mgrid-e2e-downloads');
  mkdirSync(dir, { recursive: true });
  const saved = path.join(dir, file.suggestedFilename());
  await file.saveAs(saved);
  return saved;
}

export const pdfText = (file: string) =>
  execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
