// The first screen's CSS: rules that may style the page's markup stay inline, the
// rest waits for the stylesheet, which the app turns on before hydrating.
import { describe, expect, it } from 'vitest';
import { criticalCss, keepCriticalCss } from '../../../scripts/prerender/critical-css.ts';

const CSS = [
  ':root{--used:red;--unused:blue;--chain:var(--used)}',
  '.m_a{color:var(--chain)}',
  '.m_b{color:green}',
  '.m_a:not(.m_z){margin:0}',
  '[data-variant="filled"]{border:0}',
  '[data-nope]{border:1px}',
  '#root>.m_a,.m_gone{padding:1px}',
  '@media (min-width:48em){.m_b{color:navy}.m_a{color:teal}}',
  '@keyframes spin{to{transform:rotate(1turn)}}',
  'body{margin:0}',
].join('');

describe('criticalCss', () => {
  it('keeps what may match the markup, and the custom properties it reads', () => {
    const html = '<div id="root"><p class="m_a" data-variant="filled">Hi</p></div>';
    expect(criticalCss(CSS, html)).toBe(
      [
        ':root{--used:red;--chain:var(--used)}',
        '.m_a{color:var(--chain)}',
        '.m_a:not(.m_z){margin:0}',
        '[data-variant="filled"]{border:0}',
        '#root>.m_a,.m_gone{padding:1px}',
        '@media (min-width:48em){.m_a{color:teal}}',
        '@keyframes spin{to{transform:rotate(1turn)}}',
        'body{margin:0}',
      ].join(''),
    );
  });
});

describe('keepCriticalCss', () => {
  it('inlines the critical part and leaves the disabled link in <head>', () => {
    const page =
      `<head><style data-inlined="/assets/index-abc.css">${CSS}</style>` +
      '<link rel="stylesheet" crossorigin href="/assets/index-abc.css" disabled></head>' +
      '<body><div class="m_b">x</div><script>const s = "m_a";</script></body>';
    const html = keepCriticalCss(page);
    expect(html).toBe(
      '<head><style data-inlined="/assets/index-abc.css">' +
        '.m_b{color:green}@media (min-width:48em){.m_b{color:navy}}' +
        '@keyframes spin{to{transform:rotate(1turn)}}body{margin:0}</style>' +
        '<link rel="stylesheet" crossorigin href="/assets/index-abc.css" disabled></head>' +
        '<body><div class="m_b">x</div><script>const s = "m_a";</script></body>',
    );
  });
});
