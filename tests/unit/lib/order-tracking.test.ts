import { describe, expect, it } from 'vitest';
import {
  orderGreeting,
  paymentWords,
  statusHeadline,
  timelineEntries,
  timelineFromSteps,
  whatsappShareUrl,
} from '../../../src/lib/order-tracking.ts';

describe('orderGreeting', () => {
  it('thanks the buyer for an order that stands, and says plainly when it does not', () => {
    expect(orderGreeting('Asha Rao', 'placed', false)).toBe('Thank you, Asha!');
    expect(orderGreeting('  Asha  Rao', 'delivered', false)).toBe('Thank you, Asha!');
    expect(orderGreeting('Asha Rao', 'placed', true)).toBe('Asha, we could not place this order');
    expect(orderGreeting('Asha Rao', 'cancelled', false)).toBe('Asha, this order is cancelled');
    expect(orderGreeting('', 'placed', false)).toBe('Thank you!');
    expect(orderGreeting(' ', 'placed', true)).toBe('We could not place this order');
  });
});

describe('statusHeadline', () => {
  it('never says confirmed for an order that is only received', () => {
    const placed = statusHeadline('placed');
    expect(placed.title).toBe('Received: we will confirm it soon');
    expect(`${placed.title} ${placed.text}`).not.toMatch(/confirmed by/i);
  });

  it('names the courier and tracking number once shipped', () => {
    expect(
      statusHeadline('shipped', { courier: 'Delhivery', trackingNumber: 'AWB123456' }),
    ).toEqual({
      title: 'Shipped',
      text: 'On its way with Delhivery. Tracking number AWB123456.',
    });
  });

  it('gives the reason of a cancellation', () => {
    expect(statusHeadline('cancelled', { cancelReason: 'Ordered twice' })).toEqual({
      title: 'Cancelled',
      text: 'This order was cancelled: Ordered twice',
    });
  });
});

describe('paymentWords', () => {
  it.each([
    ['pending', 'upi', 'Payment pending (UPI)'],
    ['pending', 'cod', 'Pay on delivery (cash or UPI)'],
    ['paid', 'upi', 'Paid'],
    ['paid', 'cod', 'Paid'],
    ['refunded', 'upi', 'Refunded'],
    [null, 'cod', 'Pay on delivery (cash or UPI)'],
  ])('%s by %s: "%s"', (status, method, words) => {
    expect(paymentWords(status, method)).toBe(words);
  });
});

describe('timelineEntries', () => {
  it('words every public event, oldest first, with India times', () => {
    const entries = timelineEntries([
      {
        kind: 'shipped',
        at: '2026-11-27T04:30:00Z',
        by: 'MGRID',
        courier: 'Blue Dart',
        tracking_number: 'BD998877',
        tracking_url: 'https://track.example/BD998877',
      },
      { kind: 'placed', at: '2026-11-26T05:12:00Z', by: 'customer' },
      { kind: 'confirmed', at: '2026-11-26T06:00:00Z', by: 'MGRID' },
      {
        kind: 'payment_recorded',
        at: '2026-11-26T07:00:00Z',
        by: 'MGRID',
        amount_in_paise: 1299900,
        payment_kind: 'upi',
      },
      { kind: 'note', at: '2026-11-26T08:00:00Z', by: 'MGRID', text: 'Packed with extra foam' },
    ]);
    expect(entries.map((e) => [e.title, e.detail, e.when, e.link])).toEqual([
      ['Order received', null, '26 November 2026, 10:42 am', null],
      ['Confirmed by MGRID', null, '26 November 2026, 11:30 am', null],
      ['Payment of ₹12,999 received by UPI', null, '26 November 2026, 12:30 pm', null],
      ['Note from MGRID', 'Packed with extra foam', '26 November 2026, 1:30 pm', null],
      [
        'Shipped with Blue Dart',
        'Tracking number BD998877',
        '27 November 2026, 10:00 am',
        'https://track.example/BD998877',
      ],
    ]);
  });

  it('says who cancelled and why, and words a refund', () => {
    const entries = timelineEntries([
      { kind: 'cancelled', at: '2026-11-26T06:00:00Z', by: 'customer', reason: 'Bought locally' },
      { kind: 'refund_recorded', at: '2026-11-26T07:00:00Z', by: 'MGRID', amount_in_paise: 15000 },
    ]);
    expect(entries.map((e) => [e.title, e.detail])).toEqual([
      ['Cancelled by you', 'Reason: Bought locally'],
      ['Refund of ₹150 sent', null],
    ]);
  });

  it('builds the status steps from an order’s own times when no timeline was read', () => {
    const events = timelineFromSteps(
      {
        placedAt: '2026-11-26T05:12:00Z',
        confirmedAt: '2026-11-26T06:00:00Z',
        shippedAt: '2026-11-27T04:30:00Z',
        cancelledAt: null,
      },
      { courier: 'Delhivery', trackingNumber: 'DL1' },
    );
    expect(timelineEntries(events).map((e) => e.title)).toEqual([
      'Order received',
      'Confirmed by MGRID',
      'Shipped with Delhivery',
    ]);
  });
});

describe('whatsappShareUrl', () => {
  it('shares the order number, status and tracking', () => {
    const url = whatsappShareUrl('MG-1A2B3C4D', 'shipped', {
      courier: 'Delhivery',
      trackingNumber: 'DL123',
      trackingUrl: 'https://track.example/DL123',
    });
    expect(url.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(url.slice('https://wa.me/?text='.length))).toBe(
      'MGRID order MG-1A2B3C4D: Shipped.\nCourier: Delhivery.\nTracking number: DL123.\nTrack it: https://track.example/DL123',
    );
  });

  it('shares only the status before shipping', () => {
    const url = whatsappShareUrl('MG-1A2B3C4D', 'placed', {});
    expect(decodeURIComponent(url.split('text=')[1]!)).toBe('MGRID order MG-1A2B3C4D: Received.');
  });
});
