import { describe, expect, it } from 'vitest';
import { orderNumber } from '../../../src/lib/order-number.ts';

describe('orderNumber', () => {
  const id = 'b67c4244-1111-4000-8000-000000000002';

  it('is MG- and the id’s first 8 characters until the database’s number is known', () => {
    expect(orderNumber(id)).toBe('MG-B67C4244');
    expect(orderNumber(id, null)).toBe('MG-B67C4244');
    expect(orderNumber(id, '')).toBe('MG-B67C4244');
  });

  it('is the stored number once the order came back (longer when the 8 were taken)', () => {
    expect(orderNumber(id, 'MG-B67C42441')).toBe('MG-B67C42441');
  });
});
