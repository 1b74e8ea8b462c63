// The pager the admin lists share: nothing while one page holds everything; otherwise a
// control per page, named for screen readers, with a page past the end shown as the last.
import { describe, expect, it } from 'vitest';
import { ListPager } from '../../../src/ui/list-pager.tsx';
import { render } from './render.tsx';

const noop = () => {};

describe('ListPager', () => {
  it('shows nothing when every row fits on one page', () => {
    for (const total of [0, 25]) {
      const html = render(<ListPager total={total} pageSize={25} page={3} onChange={noop} />);
      expect(html).not.toContain('aria-label="Page 1"');
      expect(html).not.toContain('aria-label="next page"');
    }
  });

  it('names each page and the previous and next controls', () => {
    const html = render(<ListPager total={51} pageSize={25} page={2} onChange={noop} />);
    for (const n of [1, 2, 3]) expect(html).toContain(`aria-label="Page ${n}"`);
    expect(html).not.toContain('aria-label="Page 4"');
    expect(html).toContain('aria-label="previous page"');
    expect(html).toContain('aria-label="next page"');
    expect(html).toMatch(
      /aria-current="page"[^>]*aria-label="Page 2"|aria-label="Page 2"[^>]*aria-current="page"/,
    );
  });

  it('shows a page past the end as the last page', () => {
    const html = render(<ListPager total={30} pageSize={25} page={9} onChange={noop} />);
    expect(html).toMatch(
      /aria-current="page"[^>]*aria-label="Page 2"|aria-label="Page 2"[^>]*aria-current="page"/,
    );
  });
});
