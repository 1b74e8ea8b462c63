// Puts one rendered page into the built index.html: the markup into #root (marked with the
// path it was rendered for, so the browser hydrates only that address), the page's <title>
// and meta tags (React emits them with the markup) into <head>, and Mantine's light scheme
// on <html> so the first paint has its final colours.
import { DEVANAGARI_STYLESHEET, HTML_LANG, localeOfPath } from '../../src/lib/i18n/locale.ts';

const HOISTED = /^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)+/;

export function pageHtml(shell: string, pathname: string, body: string): string {
  const locale = localeOfPath(pathname);
  const head = HOISTED.exec(body)?.[0] ?? '';
  const markup = body.slice(head.length);
  let html = shell.replace(
    /<div id="root">[\s\S]*?<\/div>/,
    // Usable from the first paint: until the page's code has hydrated it, the early script
    // holds taps and notes typing (scripts/prerender/early-input.ts).
    () => `<div id="root" data-prerendered="${pathname}">${markup}</div>`,
  );
  if (head.includes('<title>')) html = html.replace(/<title>[\s\S]*?<\/title>/, '');
  // A Hindi page links the Devanagari font's stylesheet (it loads only on Hindi pages).
  const font = locale === 'hi' ? `<link rel="stylesheet" href="${DEVANAGARI_STYLESHEET}">` : '';
  html = html.replace('</head>', () => `${font}${head}</head>`);
  return html.replace(
    '<html lang="en-IN">',
    `<html lang="${HTML_LANG[locale]}" data-mantine-color-scheme="light">`,
  );
}
