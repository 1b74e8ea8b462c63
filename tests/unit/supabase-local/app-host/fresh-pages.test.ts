import { describe, expect, it } from 'vitest';
import { renderOrder } from '../../../../supabase/local/app-host/fresh-pages.ts';

describe('renderOrder', () => {
  it("renders the changed products' pages first, in both languages, then the lists, then the rest", () => {
    const pathnames = [
      '/',
      '/about',
      '/products',
      '/products/cc01',
      '/products/sl01',
      '/hi',
      '/hi/about',
      '/hi/products',
      '/hi/products/sl01',
    ];
    const order = renderOrder(pathnames, {
      products: { rows: [{ id: 'sl01' }], removed: [] },
    });
    expect(order.slice(0, 2)).toEqual(['/products/sl01', '/hi/products/sl01']);
    expect(order.slice(2, 6).sort()).toEqual(['/', '/hi', '/hi/products', '/products']);
    expect(order.slice(6).sort()).toEqual(['/about', '/hi/about', '/products/cc01']);
  });
});
