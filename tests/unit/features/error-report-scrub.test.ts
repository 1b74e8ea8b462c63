// What an error report may carry: no query strings, emails, phone numbers, tokens
// or order ids; stack frames keep their file, line and column.
import { describe, expect, it } from 'vitest';
import { scrubRoute, scrubText } from '../../../src/features/analytics/error-scrub.ts';

describe('error report scrubbing', () => {
  it('replaces emails, phone numbers, tokens and ids with words', () => {
    expect(
      scrubText(
        'Order for ravi.kumar@example.com (+91 98765 43210, 9876543210) with eyJhbGciOi.eyJzdWIi.c2ln failed',
      ),
    ).toBe('Order for [email] ([number], [number]) with [token] failed');
    expect(scrubText('Receipt 3f2a1b4c-1111-4222-8333-444455556666 not found')).toBe(
      'Receipt [id] not found',
    );
    expect(scrubText('reset token Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4cXV1eA here')).toBe(
      'reset token [token] here',
    );
  });

  it('keeps dates, counts and stack frames', () => {
    const stack =
      'TypeError: x is undefined\n    at placeOrder (https://shop.example/assets/checkout-page-AbC123.js:1:23456)';
    expect(scrubText(stack)).toBe(stack);
    expect(scrubText('Stock 2026-11-26: 12 left of 150')).toBe('Stock 2026-11-26: 12 left of 150');
  });

  it('drops query strings and fragments from addresses', () => {
    expect(
      scrubText('Failed to fetch https://api.example/rest/v1/orders?phone=eq.9876543210#top now'),
    ).toBe('Failed to fetch https://api.example/rest/v1/orders now');
    expect(scrubRoute('/track-order?number=MG-1A2B3C4D')).toBe('/track-order');
    expect(scrubRoute('/order-success/3f2a1b4c-1111-4222-8333-444455556666')).toBe(
      '/order-success/[id]',
    );
    expect(scrubRoute('')).toBe('/');
  });
});
