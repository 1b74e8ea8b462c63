// Puts one rendered page into the built index.html: the markup into #root (marked with the
// path it was rendered for, so the browser hydrates only that address), the page's <title>
// and meta tags (React emits them with the markup) into <head>, and Mantine's light scheme
// on <html> so the first paint has its final colours.
const HOISTED = /^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)+/;

export function pageHtml(shell: string, pathname: string, body: string): string {
  const head = HOISTED.exec(body)?.[0] ?? '';
  const markup = body.slice(head.length);
  let html = shell.replace(
    /<div id="root">[\s\S]*?<\/div>/,
    // inert until hydrated (src/app/boot.tsx): a tap or typing before the page's code runs
    // would otherwise be lost silently; this way it is plainly not yet possible.
    () => `<div id="root" data-prerendered="${pathname}" inert>${markup}</div>`,
  );
  if (head.includes('<title>')) html = html.replace(/<title>[\s\S]*?<\/title>/, '');
  html = html.replace('</head>', () => `${head}</head>`);
  return html.replace(
    '<html lang="en-IN">',
    '<html lang="en-IN" data-mantine-color-scheme="light">',
  );
}
