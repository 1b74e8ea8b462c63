import { describe, expect, it } from 'vitest';
import { canonicalPlaces, isFullPinCode, pinDistance } from '../../../src/lib/place-names.ts';

describe('place names', () => {
  it('replaces old and alternative names, whole words only', () => {
    expect(canonicalPlaces('Bangalore')).toBe('bengaluru');
    expect(canonicalPlaces('Navi Mumbai, Maharashtra')).toBe('mumbai, maharashtra');
    expect(canonicalPlaces('Gurgaon sector 14')).toBe('gurugram sector 14');
    expect(canonicalPlaces('Bombay Hardware')).toBe('mumbai hardware');
    expect(canonicalPlaces('Bombayite')).toBe('bombayite');
  });

  it('knows a whole PIN code', () => {
    expect(isFullPinCode('411001')).toBe(true);
    expect(isFullPinCode('4110')).toBe(false);
    expect(isFullPinCode('011001')).toBe(false);
  });

  it('orders PIN codes by shared postal route, then by difference', () => {
    expect(pinDistance('411001', '411002')).toEqual([1, 1]);
    expect(pinDistance('411001', '400093')).toEqual([5, 10908]);
    expect(pinDistance('411001', '411001')).toEqual([0, 0]);
  });
});
