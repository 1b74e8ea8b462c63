import { describe, expect, it } from 'vitest';
import { parseStockRefusal, restOfOrder, shortfallWords } from '../../../src/lib/stock-refusal.ts';

// The detail exactly as private.prepare_order writes it (jsonb::text).
const DETAIL =
  '{"lines": [{"name": "MGRID LR60 Rotary Laser", "asked": 3, "available": 1, "productId": "lr60"}, ' +
  '{"name": "SL02 Tripod", "asked": 2, "available": 0, "productId": "sl02"}], "reason": "out_of_stock"}';

describe('parseStockRefusal', () => {
  it('reads every short line of the database detail', () => {
    expect(parseStockRefusal(DETAIL)).toEqual([
      { productId: 'lr60', name: 'MGRID LR60 Rotary Laser', asked: 3, available: 1 },
      { productId: 'sl02', name: 'SL02 Tripod', asked: 2, available: 0 },
    ]);
  });

  it('is null for any other refusal or a malformed detail', () => {
    expect(parseStockRefusal(null)).toBeNull();
    expect(parseStockRefusal('')).toBeNull();
    expect(parseStockRefusal('Failing row contains (...)')).toBeNull();
    expect(parseStockRefusal('{"reason": "moq", "lines": []}')).toBeNull();
    expect(parseStockRefusal('{"reason": "out_of_stock", "lines": []}')).toBeNull();
    expect(
      parseStockRefusal('{"reason": "out_of_stock", "lines": [{"productId": "x", "asked": 2}]}'),
    ).toBeNull();
    expect(
      parseStockRefusal(
        '{"reason": "out_of_stock", "lines": [{"productId": "x", "asked": 2, "available": -1}]}',
      ),
    ).toBeNull();
  });

  it('names a line by its id when the name is missing', () => {
    expect(
      parseStockRefusal(
        '{"reason": "out_of_stock", "lines": [{"productId": "dm40", "asked": 2, "available": 1}]}',
      ),
    ).toEqual([{ productId: 'dm40', name: 'dm40', asked: 2, available: 1 }]);
  });
});

describe('shortfallWords', () => {
  it('says what is left in words', () => {
    const [lr60, sl02] = parseStockRefusal(DETAIL)!;
    expect(shortfallWords(lr60!)).toBe('MGRID LR60 Rotary Laser: only 1 left (you asked for 3)');
    expect(shortfallWords(sl02!)).toBe('SL02 Tripod: out of stock');
  });
});

describe('restOfOrder', () => {
  const lines = [
    { productId: 'lr60', quantity: 3, name: 'LR60' },
    { productId: 'dm40', quantity: 1, name: 'DM40' },
    { productId: 'sl02', quantity: 2, name: 'SL02' },
  ];

  it('lowers a short line to what is left and drops one with nothing left', () => {
    expect(restOfOrder(lines, parseStockRefusal(DETAIL)!)).toEqual([
      { productId: 'lr60', quantity: 1, name: 'LR60' },
      { productId: 'dm40', quantity: 1, name: 'DM40' },
    ]);
  });

  it('drops a line whose rest is below its minimum order quantity', () => {
    const moq = (id: string) => (id === 'lr60' ? 2 : 1);
    expect(restOfOrder(lines, parseStockRefusal(DETAIL)!, moq)).toEqual([
      { productId: 'dm40', quantity: 1, name: 'DM40' },
    ]);
  });

  it('shares what is left between two lines of the same product', () => {
    const twice = [
      { productId: 'lr60', quantity: 1 },
      { productId: 'lr60', quantity: 2 },
    ];
    const short = [{ productId: 'lr60', name: 'LR60', asked: 3, available: 2 }];
    expect(restOfOrder(twice, short)).toEqual([
      { productId: 'lr60', quantity: 1 },
      { productId: 'lr60', quantity: 1 },
    ]);
  });

  it('is empty when nothing can be ordered', () => {
    const short = [{ productId: 'sl02', name: 'SL02', asked: 2, available: 0 }];
    expect(restOfOrder([{ productId: 'sl02', quantity: 2 }], short)).toEqual([]);
  });
});
