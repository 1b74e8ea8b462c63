// The first screen's CSS only, inline (the HTML of / under 16 KiB as sent; the first
// round trip of a new connection carries about 14 KiB). A rule stays when one of its selectors
// can match the page's markup: every class, id and attribute it requires appears in the HTML
// (a superset of what matches, without a DOM: never a rule too few for what is painted). The
// whole stylesheet is turned on before hydrating: it holds the same rules for what is painted
// (no shift when it applies), styles what hydration and the device add, and is in the
// browser's cache for every later page.
import postcss, { type ChildNode, type Container } from 'postcss';

interface Tokens {
  classes: Set<string>;
  ids: Set<string>;
  attributes: Set<string>;
}

/** The classes, ids and attribute names the markup uses. */
export function markupTokens(html: string): Tokens {
  const classes = new Set<string>();
  const ids = new Set<string>();
  const attributes = new Set<string>();
  for (const [, name, value] of html.matchAll(/\s([\w:-]+)(?:="([^"]*)")?/g)) {
    const attribute = name!.toLowerCase();
    attributes.add(attribute);
    if (attribute === 'class') value?.split(/\s+/).forEach((c) => c && classes.add(c));
    if (attribute === 'id' && value) ids.add(value);
  }
  return { classes, ids, attributes };
}

/** What one selector needs of the markup, ignoring what inside :not(), :is() and the like. */
function mayMatch(selector: string, tokens: Tokens): boolean {
  let plain = selector;
  // Pseudo-classes' arguments (nested): dropped, so the test stays a superset.
  for (let before = ''; before !== plain;) {
    before = plain;
    plain = plain.replace(/\([^()]*\)/g, '');
  }
  plain = plain.replace(/"[^"]*"|'[^']*'/g, '""');
  const unescape = (name: string) => name.replace(/\\(.)/g, '$1');
  for (const [, name] of plain.matchAll(/\.((?:[\w-]|\\.)+)/g)) {
    if (!tokens.classes.has(unescape(name!))) return false;
  }
  for (const [, name] of plain.matchAll(/#((?:[\w-]|\\.)+)/g)) {
    if (!tokens.ids.has(unescape(name!))) return false;
  }
  for (const [, name] of plain.matchAll(/\[\s*([\w:-]+)/g)) {
    if (!tokens.attributes.has(name!.toLowerCase())) return false;
  }
  return true;
}

function prune(container: Container, tokens: Tokens): void {
  container.each((node: ChildNode) => {
    if (node.type === 'rule') {
      if (!node.selectors.some((selector) => mayMatch(selector, tokens))) node.remove();
    } else if (node.type === 'atrule' && node.nodes && !/keyframes$/i.test(node.name)) {
      prune(node, tokens);
      if (node.nodes.length === 0) node.remove();
    }
  });
}

const VAR = /var\(\s*(--[\w-]+)/g;

/**
 * Drops custom properties nothing reads (Mantine declares hundreds on :root): repeated until
 * none goes, since one property reads another. `html` counts as a reader (inline styles).
 */
function pruneCustomProperties(root: postcss.Root, html: string): void {
  for (let removed = true; removed;) {
    removed = false;
    const read = new Set([...html.matchAll(VAR)].map((m) => m[1]!));
    root.walkDecls((decl) => {
      for (const [, name] of decl.value.matchAll(VAR)) read.add(name!);
    });
    root.walkDecls(/^--/, (decl) => {
      if (read.has(decl.prop)) return;
      decl.remove();
      removed = true;
    });
  }
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
}

/** The rules of `css` that may style `html`. */
export function criticalCss(css: string, html: string): string {
  const root = postcss.parse(css);
  prune(root, markupTokens(html));
  pruneCustomProperties(root, html);
  return root.toString();
}

const INLINED = /<style data-inlined="([^"]+)">([\s\S]*?)<\/style>/g;

/**
 * A pre-rendered page with only its first screen's CSS inline. The stylesheet's link stays
 * where inline-css.ts left it, `disabled` in <head>: the app turns it on before hydrating
 * (src/app/boot.tsx), so it takes its place in the cascade before the theme's own styles
 * (linked at the end of <body> it came after them, and Mantine's defaults won: blue buttons).
 */
export function keepCriticalCss(html: string): string {
  const markup = html.replace(/<(style|script)\b[^>]*>[\s\S]*?<\/\1>/g, '');
  return html.replace(
    INLINED,
    (_style, href: string, css: string) =>
      `<style data-inlined="${href}">${criticalCss(css, markup)}</style>`,
  );
}
