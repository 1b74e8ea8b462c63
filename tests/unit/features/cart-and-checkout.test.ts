import { describe, expect, it } from 'vitest';
import { stepDown, stepUp } from '../../../src/features/cart/cart-quantity.ts';
import { orderNumber } from '../../../src/lib/order-number.ts';
import { longDate } from '../../../src/features/registration/long-date.ts';

describe('cart quantity steps', () => {
  it('goes down to the minimum order quantity, and one more removes the line', () => {
    expect(stepDown(3, 1)).toBe(2);
    expect(stepDown(1, 1)).toBe(0);
    expect(stepDown(3, 2)).toBe(2);
    expect(stepDown(2, 2)).toBe(0);
    expect(stepDown(1, 0)).toBe(0);
    expect(stepUp(2)).toBe(3);
  });
});

describe('orderNumber', () => {
  it('is MG- and the first 8 characters of the id, upper case', () => {
    expect(orderNumber('c352dd14-9b1e-4a53-8f0e-2f1d1f0c9a11')).toBe('MG-C352DD14');
  });
});

describe('longDate', () => {
  it('writes a calendar date the Indian way, without shifting the day', () => {
    expect(longDate('2028-10-02')).toBe('2 October 2028');
    expect(longDate('2028-02-29')).toBe('29 February 2028');
    expect(longDate('not a date')).toBe('not a date');
  });
});
