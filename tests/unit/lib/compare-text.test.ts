import { describe, expect, it } from 'vitest';
import { compareText } from '../../../src/lib/compare-text.ts';
import { groupIndian } from '../../../src/lib/group-indian.ts';
import { INDIAN_STATES_AND_UNION_TERRITORIES } from '../../../src/lib/indian-states.ts';
import products from '../../../sync/fallback/products.json' with { type: 'json' };

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

describe('compareText', () => {
  it('orders numbers by value and ignores case', () => {
    const names = ['laser 10', 'Laser 9', 'carry case', 'Laser 009', 'ML2', 'ml10', 'ML1'];
    expect([...names].sort(compareText)).toEqual([
      'carry case',
      'Laser 9',
      'Laser 009',
      'laser 10',
      'ML1',
      'ML2',
      'ml10',
    ]);
    expect(compareText('Laser 9', 'Laser 009')).toBe(0);
    expect(compareText('GL360', 'GL360 Pro')).toBeLessThan(0);
    expect(compareText('12345678901234567890', '9')).toBeGreaterThan(0);
  });

  it("sorts the catalogue's names and India's states exactly as Intl.Collator does", () => {
    const names = products.map((p) => p.name);
    expect([...names].sort(compareText)).toEqual([...names].sort(collator.compare));
    const places = [...INDIAN_STATES_AND_UNION_TERRITORIES];
    expect(places).toEqual([...places].sort(collator.compare));
  });
});

describe('groupIndian', () => {
  it('groups digits as en-IN does', () => {
    for (const n of [0, 7, 999, 1000, 12345, 123456, 1234567, 98765432, -1234, 1e15]) {
      expect(groupIndian(n), String(n)).toBe(n.toLocaleString('en-IN'));
    }
  });
});
