// A quotation's request lines in an address, its status and its validity in words.
import { describe, expect, it } from 'vitest';
import {
  parseRequestedItems,
  quoteRequestPath,
  quoteStatusWords,
  requestedItemsParam,
  validityWords,
} from '../../../src/lib/quotation.ts';

describe('the lines of a quotation request in an address', () => {
  it('reads ids and quantities, adding up a product named twice', () => {
    expect(parseRequestedItems('sl02:10,tp160:10,SL02:5')).toEqual([
      { productId: 'sl02', quantity: 15 },
      { productId: 'tp160', quantity: 10 },
    ]);
  });

  it('skips what it cannot read, takes a bare id as one, and holds quantities to 10,000', () => {
    expect(parseRequestedItems('sl02, ,<script>:3,tp160:0,ml01:99999,x:2:3')).toEqual([
      { productId: 'sl02', quantity: 1 },
      { productId: 'ml01', quantity: 10_000 },
    ]);
    expect(parseRequestedItems(null)).toEqual([]);
  });

  it('keeps at most 50 lines', () => {
    const many = Array.from({ length: 60 }, (_, i) => `p${i}:1`).join(',');
    expect(parseRequestedItems(many)).toHaveLength(50);
  });

  it('writes the lines back as the request form reads them', () => {
    const lines = [
      { productId: 'sl02', quantity: 10 },
      { productId: 'tp160', quantity: 10 },
    ];
    expect(requestedItemsParam(lines)).toBe('sl02:10,tp160:10');
    expect(quoteRequestPath(lines)).toBe('/quote/request?items=sl02:10,tp160:10');
    expect(parseRequestedItems(requestedItemsParam(lines))).toEqual(lines);
    expect(quoteRequestPath([])).toBe('/quote/request');
  });
});

describe('a quotation in words', () => {
  it('says how long it stays valid, the last day counted whole', () => {
    expect(validityWords('2026-12-11', '2026-11-26')).toBe(
      'Valid until 11 December 2026 (15 days left)',
    );
    expect(validityWords('2026-12-11', '2026-12-10')).toBe(
      'Valid until 11 December 2026 (1 day left)',
    );
    expect(validityWords('2026-12-11', '2026-12-11')).toBe('Valid until today, 11 December 2026');
    expect(validityWords('2026-12-11', '2026-12-12')).toBe('Expired on 11 December 2026');
    expect(validityWords('', '2026-12-12')).toBe('');
  });

  it('names each status for the buyer', () => {
    expect(quoteStatusWords('sent')).toBe('Ready to accept');
    expect(quoteStatusWords('converted')).toBe('Accepted: the order is placed');
    expect(quoteStatusWords('requested')).toBe('Requested: we are preparing your quotation');
  });
});
