import { describe, expect, it } from 'vitest';
import { sameContent } from '../../../../sync/engine/same-content.ts';

describe('sameContent', () => {
  it('is true for the same items in the same order, or equal plain values', () => {
    const a = { id: 'ml01', price: '3499' };
    const b = { id: 'gl360', price: '18499' };
    expect(sameContent([a, b], [a, b])).toBe(true);
    expect(sameContent([a, b], [{ ...a }, { ...b }])).toBe(true);
    expect(
      sameContent({ heroTitle: 'MGRID', phones: ['1'] }, { heroTitle: 'MGRID', phones: ['1'] }),
    ).toBe(true);
    expect(sameContent(null, null)).toBe(true);
  });

  it('is false for any change: a field, the order, an item more or less, null', () => {
    const a = { id: 'ml01', price: '3499' };
    const b = { id: 'gl360', price: '18499' };
    expect(sameContent([a, b], [b, a])).toBe(false);
    expect(sameContent([a, b], [a, { ...b, price: '17999' }])).toBe(false);
    expect(sameContent([a, b], [a])).toBe(false);
    expect(sameContent({ heroTitle: 'MGRID' }, null)).toBe(false);
    expect(sameContent(null, { heroTitle: 'MGRID' })).toBe(false);
    expect(sameContent([], {})).toBe(false);
  });

  it('compares long lists by their items only, never as text', () => {
    const many = Array.from({ length: 501 }, (_, i) => ({ id: `p${i}` }));
    expect(sameContent(many, [...many])).toBe(true);
    expect(
      sameContent(
        many,
        many.map((p) => ({ ...p })),
      ),
    ).toBe(false);
  });
});
