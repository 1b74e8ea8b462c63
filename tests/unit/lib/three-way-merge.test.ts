import { describe, expect, it } from 'vitest';
import { mergeThreeWay } from '../../../src/lib/three-way-merge.ts';

const base = { name: 'SL01', price: 699900, stock: 40, images: ['/a.webp'], hidden: false };

describe('merging two changes of one product field by field', () => {
  it('keeps their change to a field my draft never touched, and mine to the fields I changed', () => {
    const mine = { ...base, price: 734900 };
    const theirs = { ...base, stock: 12, images: ['/a.webp', '/b.webp'] };
    expect(mergeThreeWay(base, mine, theirs)).toEqual({
      merged: { ...base, price: 734900, stock: 12, images: ['/a.webp', '/b.webp'] },
      bothChanged: [],
      takenFromTheirs: ['stock', 'images'],
    });
  });

  it('names only the fields both changed to different values, and keeps mine there', () => {
    const mine = { ...base, price: 734900, stock: 30, hidden: true };
    const theirs = { ...base, price: 719900, stock: 30, name: 'SL01 Pro' };
    const { merged, bothChanged, takenFromTheirs } = mergeThreeWay(base, mine, theirs);
    expect(bothChanged).toEqual(['price']);
    expect(takenFromTheirs).toEqual(['name']);
    expect(merged).toEqual({
      name: 'SL01 Pro',
      price: 734900,
      stock: 30,
      images: ['/a.webp'],
      hidden: true,
    });
  });

  it('changes nothing when neither changed anything', () => {
    expect(mergeThreeWay(base, { ...base }, { ...base })).toEqual({
      merged: base,
      bothChanged: [],
      takenFromTheirs: [],
    });
  });
});
