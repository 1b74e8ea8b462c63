import { describe, expect, it } from 'vitest';
import {
  buyerCanCancel,
  statusActions,
  statusWords,
  transitionRefusal,
} from '../../../src/lib/order-lifecycle.ts';
import { TRANSITION_CASES } from '../../fixtures/rules/order-transitions.ts';

describe('the order lifecycle preview (shared cases with SQL)', () => {
  it.each(TRANSITION_CASES.map((c) => [`${c.from} -> ${c.to}`, c] as const))('%s', (_n, c) => {
    expect(transitionRefusal(c.from, c.to)).toBe(c.refusal);
  });

  it('offers the next step and cancel while not shipped', () => {
    expect(statusActions({ status: 'placed' })).toEqual(['confirm', 'cancel']);
    expect(statusActions({ status: 'confirmed' })).toEqual(['pack', 'cancel']);
    expect(statusActions({ status: 'packed' })).toEqual(['ship', 'cancel']);
    expect(statusActions({ status: 'shipped' })).toEqual(['deliver']);
    expect(statusActions({ status: 'delivered' })).toEqual([]);
    expect(statusActions({ status: 'cancelled' })).toEqual([]);
  });
});

describe('statusWords', () => {
  it.each([
    ['placed', 'Received'],
    ['confirmed', 'Confirmed'],
    ['packed', 'Packed'],
    ['shipped', 'Shipped'],
    ['delivered', 'Delivered'],
    ['cancelled', 'Cancelled'],
  ])('%s reads "%s"', (status, words) => {
    expect(statusWords(status)).toBe(words);
  });

  it('the buyer may cancel only while placed or confirmed', () => {
    expect(
      ['placed', 'confirmed', 'packed', 'shipped', 'delivered', 'cancelled'].filter(buyerCanCancel),
    ).toEqual(['placed', 'confirmed']);
  });
});
