// The pre-rendered pages carry their render-blocking stylesheet inline: on a first visit over
// a slow line the browser can paint the HTML as soon as it arrives, instead of waiting for a
// second request that shares the line with the page's JavaScript (about 18 KiB gzipped more
// per page, against one round trip and the stylesheet's download before the first paint).
// The shell (shell.html, which the service worker caches) keeps the link, so installed apps
// and client-rendered addresses read the stylesheet from cache.

const STYLESHEET = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
const HREF = /\bhref="(\/assets\/[^"]+\.css)"/;

/**
 * `html` with each of the build's stylesheet links replaced by a <style> holding the file
 * (`read` gives a file's text by its href). The link stays as well, `disabled`, so code
 * loaded later that asks for the same file (Vite's preload of a lazy chunk, which looks for a
 * stylesheet link with that href) finds it present instead of adding it a second time. A
 * disabled link is not even fetched; with `media="not all"`, as before, the browser still
 * downloaded the file (about 20 KiB, more than a product page's main picture) at the lowest
 * priority, on the same slow line as the first paint's pictures.
 */
export function inlineStylesheets(html: string, read: (href: string) => string): string {
  return html.replace(STYLESHEET, (link) => {
    const href = HREF.exec(link)?.[1];
    if (!href) return link;
    // A stylesheet cannot end the <style> element early.
    const css = read(href).replace(/<\/style/gi, '<\\/style');
    return `<style data-inlined="${href}">${css}</style>${link.replace(/\s*\/?>$/, ' disabled>')}`;
  });
}
