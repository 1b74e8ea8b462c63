import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from '../../../scripts/prerender/inline-css.ts';

const HEAD = `<head><link rel="icon" href="/icons/icon.svg" /><link rel="stylesheet" crossorigin href="/assets/index-abc.css"><title>MGRID</title></head>`;

describe('inlineStylesheets', () => {
  it("puts the build's stylesheet into the page, keeping the link non-blocking", () => {
    const html = inlineStylesheets(HEAD, (href) =>
      href === '/assets/index-abc.css' ? '.a{color:red}' : '',
    );
    expect(html).toBe(
      `<head><link rel="icon" href="/icons/icon.svg" /><style data-inlined="/assets/index-abc.css">.a{color:red}</style><link rel="stylesheet" crossorigin href="/assets/index-abc.css" disabled><title>MGRID</title></head>`,
    );
  });

  it('never lets the stylesheet close its <style> element early', () => {
    const html = inlineStylesheets(HEAD, () => '.a::after{content:"</style><script>"}');
    expect(html).toContain('content:"<\\/style><script>"');
    expect(html.match(/<\/style>/g)).toHaveLength(1);
  });

  it('leaves links to other places alone', () => {
    const other = '<link rel="stylesheet" href="https://example.com/x.css">';
    expect(inlineStylesheets(other, () => 'x')).toBe(other);
  });
});
