import { describe, expect, it } from 'vitest';
import {
  accessoriesFor,
  compareSpecifications,
  neighbourModels,
  withRecentlyViewed,
} from '../../../src/lib/product-companions.ts';

const p = (id: string, name: string, category: string, price: number | null, hidden = false) => ({
  id,
  name,
  category,
  priceInPaise: price,
  price: null,
  hidden,
});

const CATALOGUE = [
  p('ml01', 'ML01 Line Laser', 'Tools', 349_900),
  p('sl01', 'SL01 Crossline Laser', 'Tools', 699_900),
  p('sl02', 'SL02 Crossline Laser Pro', 'Tools', 1_299_900),
  p('gl3d', 'GL3D Green Beam Laser', 'Tools', 2_799_900),
  p('mdr40', 'MDR40 Laser Distance Meter', 'Tools', 189_900),
  p('mdr60', 'MDR60 Laser Distance Meter', 'Tools', 279_900),
  p('tp160', 'TP160 Tripod', 'Accessories', 219_900),
  p('lr60', 'LR60 Receiver', 'Accessories', 329_900, true),
  p('mwm01', 'MWM01 Wall Mount', 'Accessories', 89_900),
  p('lg01', 'LG01 Glasses', 'Accessories', 59_900),
  p('tg01', 'TG01 Target Plate', 'Accessories', 24_900),
  p('cc01', 'CC01 Case', 'Accessories', 149_900),
];
const byId = (id: string) => CATALOGUE.find((x) => x.id === id)!;
const ids = (list: readonly { id: string }[]) => list.map((x) => x.id);

describe('accessoriesFor', () => {
  it('offers what fits the tool, leaving out hidden products', () => {
    expect(ids(accessoriesFor(byId('sl01'), CATALOGUE))).toEqual(['tp160', 'mwm01', 'tg01']);
    expect(ids(accessoriesFor(byId('gl3d'), CATALOGUE))).toEqual(['lg01', 'tp160', 'mwm01']);
    expect(ids(accessoriesFor(byId('mdr60'), CATALOGUE))).toEqual(['tg01', 'cc01']);
  });

  it('offers nothing for an accessory', () => {
    expect(accessoriesFor(byId('tp160'), CATALOGUE)).toEqual([]);
  });
});

describe('neighbourModels', () => {
  it('finds the next model down and up of the same kind', () => {
    const { down, up } = neighbourModels(byId('sl01'), CATALOGUE);
    expect([down?.id, up?.id]).toEqual(['ml01', 'sl02']);
    expect(neighbourModels(byId('mdr40'), CATALOGUE)).toMatchObject({
      down: null,
      up: { id: 'mdr60' },
    });
    expect(neighbourModels(byId('gl3d'), CATALOGUE).up).toBeNull();
  });
});

describe('compareSpecifications', () => {
  it('lines up every specification, with a dash where a model has none', () => {
    expect(
      compareSpecifications([
        { Range: '30 m', Beam: 'Red' },
        { Range: '60 m', IP: 'IP54' },
      ]),
    ).toEqual([
      { name: 'Range', values: ['30 m', '60 m'] },
      { name: 'Beam', values: ['Red', '—'] },
      { name: 'IP', values: ['—', 'IP54'] },
    ]);
  });
});

describe('withRecentlyViewed', () => {
  it('puts the latest first, once, and keeps the list short', () => {
    expect(withRecentlyViewed(['a', 'b', 'c'], 'b')).toEqual(['b', 'a', 'c']);
    expect(withRecentlyViewed(['a', 'b'], 'c', 2)).toEqual(['c', 'a']);
  });
});
