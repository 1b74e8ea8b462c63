import { describe, expect, it } from 'vitest';
import {
  cartStockNote,
  DEFAULT_LOW_STOCK_THRESHOLD,
  lowStockThreshold,
  stockLevel,
} from '../../../src/lib/stock.ts';
import { NOTIFY_CONTACT_REQUIRED, notifyMeErrors } from '../../../src/lib/notify-me.ts';

describe('stockLevel', () => {
  it.each([
    [0, 5, 'out', 'Out of stock'],
    [-2, 5, 'out', 'Out of stock'],
    [1, 5, 'low', 'Only 1 left'],
    [5, 5, 'low', 'Only 5 left'],
    [6, 5, 'in', 'In stock'],
    [85, 5, 'in', 'In stock'],
    [3, 0, 'in', 'In stock'],
    [12, 20, 'low', 'Only 12 left'],
  ])('%i units with threshold %i: %s, "%s"', (quantity, threshold, state, text) => {
    expect(stockLevel(quantity, threshold)).toEqual({ state, text });
  });

  it('uses the database default (5) when the shop has not set a threshold', () => {
    expect(DEFAULT_LOW_STOCK_THRESHOLD).toBe(5);
    expect(stockLevel(5, null)).toEqual({ state: 'low', text: 'Only 5 left' });
    expect(stockLevel(6, undefined)).toEqual({ state: 'in', text: 'In stock' });
  });

  it('ignores a threshold that is not a whole number from 0', () => {
    expect(lowStockThreshold(-1)).toBe(5);
    expect(lowStockThreshold(2.5)).toBe(5);
    expect(lowStockThreshold(Number.NaN)).toBe(5);
    expect(lowStockThreshold(0)).toBe(0);
  });
});

describe('cartStockNote', () => {
  it('says nothing while the stock covers the line', () => {
    expect(cartStockNote(3, 3)).toBeNull();
    expect(cartStockNote(1, 85)).toBeNull();
  });

  it('says how many are left when the cart asks for more', () => {
    expect(cartStockNote(3, 2)).toBe('Only 2 left: your cart has 3.');
    expect(cartStockNote(3, 0)).toBe('Out of stock: remove it to check out.');
  });
});

describe('notifyMeErrors', () => {
  it('needs a name and a mobile number or an email', () => {
    expect(notifyMeErrors({ name: '', phone: '', email: '' })).toEqual({
      name: 'Name is required',
      phone: NOTIFY_CONTACT_REQUIRED,
    });
    expect(notifyMeErrors({ name: 'Asha', phone: '98200 45120', email: '' })).toEqual({});
    expect(notifyMeErrors({ name: 'Asha', phone: '', email: 'asha@example.in' })).toEqual({});
  });

  it('checks what was given as the database would', () => {
    expect(notifyMeErrors({ name: 'Asha', phone: '12345', email: 'asha@' })).toEqual({
      phone: 'Please enter a valid Indian phone number',
      email: 'Please enter a valid email address',
    });
  });
});
