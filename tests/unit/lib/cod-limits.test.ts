// The device's side of the cash-on-delivery unit limits: the same words as the database's
// refusal (tests/db/cod-limits.test.ts asserts these texts from SQL), read back from the
// refusal's detail, and the per-order limit checked before placing.
import { describe, expect, it } from 'vitest';
import {
  codLimitWords,
  codOrderRefusal,
  DEFAULT_COD_UNIT_LIMITS,
  parseCodLimitRefusal,
} from '../../../src/lib/cod-limits.ts';

const PER_ORDER_20 =
  'Cash on delivery orders are limited to 20 units. Pay online, or ask us for a quotation for larger orders.';
const PER_DAY_40 =
  'Cash on delivery orders are limited to 40 units a day: your open orders from the last 24 hours already have 35. Pay online, or ask us for a quotation for larger orders.';

describe('cash-on-delivery unit limits', () => {
  const limits = DEFAULT_COD_UNIT_LIMITS;

  it('takes 20 units on delivery, not 21; 100 for a business buyer, not 101', () => {
    expect(codOrderRefusal({ paymentMethod: 'cod', units: 20, business: false }, limits)).toBe(
      null,
    );
    const refusal = codOrderRefusal({ paymentMethod: 'cod', units: 21, business: false }, limits);
    expect(refusal).toEqual({ reason: 'cod_units_per_order', limit: 20, units: 21 });
    expect(codLimitWords(refusal!)).toBe(PER_ORDER_20);
    expect(codOrderRefusal({ paymentMethod: 'cod', units: 100, business: true }, limits)).toBe(
      null,
    );
    expect(
      codOrderRefusal({ paymentMethod: 'cod', units: 101, business: true }, limits),
    ).toMatchObject({ limit: 100 });
  });

  it('does not limit an order paid online', () => {
    expect(codOrderRefusal({ paymentMethod: 'upi', units: 5000, business: false }, limits)).toBe(
      null,
    );
  });

  it("reads the database's refusal detail, and nothing else", () => {
    const day = parseCodLimitRefusal(
      '{"reason": "cod_units_per_day", "limit": 40, "open": 35, "units": 6}',
    );
    expect(day).toEqual({ reason: 'cod_units_per_day', limit: 40, open: 35, units: 6 });
    expect(codLimitWords(day!)).toBe(PER_DAY_40);
    expect(
      parseCodLimitRefusal('{"reason": "cod_units_per_order", "limit": 20, "units": 21}'),
    ).toEqual({ reason: 'cod_units_per_order', limit: 20, units: 21 });
    for (const detail of [
      null,
      '',
      'not json',
      '{"reason": "out_of_stock", "lines": []}',
      '{"reason": "cod_units_per_day", "limit": 40, "units": 6}',
      '{"reason": "cod_units_per_order", "limit": "20", "units": 21}',
    ]) {
      expect(parseCodLimitRefusal(detail), String(detail)).toBeNull();
    }
  });

  it('says the limit in Hindi too', async () => {
    const { default: hindi } = await import('../../../src/i18n/hi/buy.ts');
    const template = hindi[
      'Cash on delivery orders are limited to {limit} units. Pay online, or ask us for a quotation for larger orders.'
    ] as string;
    expect(template).toContain('{limit}');
  });
});
