import { describe, expect, it } from 'vitest';
import {
  actorWords,
  countsLine,
  eventWords,
  describeOrderCommand,
  indianPhoneDigits,
  istDate,
  istDateTime,
  paymentKinds,
  readOrderFilter,
  rpcFilters,
  statusActions,
  statusAfter,
  transitionRefusal,
  whatsappLink,
  writeOrderFilter,
  type PendingCommand,
} from '../../../src/lib/order-desk.ts';
import { commandSummary } from '../../../src/lib/staff-commands.ts';
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

  it('offers the payments the database accepts', () => {
    const o = (status: string, payment_status: string, payment_method: string) => ({
      status,
      payment_status,
      payment_method,
    });
    expect(paymentKinds(o('placed', 'pending', 'upi'))).toEqual(['upi']);
    expect(paymentKinds(o('shipped', 'pending', 'cod'))).toEqual(['upi']);
    expect(paymentKinds(o('delivered', 'pending', 'cod'))).toEqual(['upi', 'cod_cash']);
    expect(paymentKinds(o('delivered', 'paid', 'cod'))).toEqual([]);
    expect(paymentKinds(o('cancelled', 'paid', 'upi'))).toEqual(['refund']);
    expect(paymentKinds(o('cancelled', 'refunded', 'upi'))).toEqual([]);
  });
});

describe('commands waiting on the device', () => {
  const command = (kind: string, args = {}, refusedBecause: string | null = null) =>
    ({ id: kind, kind, args, createdAt: '', refusedBecause }) satisfies PendingCommand;

  it('says what each does in words', () => {
    expect(
      describeOrderCommand('order.ship', {
        courier: 'Delhivery',
        tracking_number: '1234567890',
      }),
    ).toBe('Shipped with Delhivery, AWB 1234567890');
    expect(describeOrderCommand('order.cancel', { reason: 'Customer asked' })).toBe(
      'Cancelled: Customer asked',
    );
    expect(
      describeOrderCommand('order.payment', {
        kind: 'upi',
        amount_in_paise: 1_299_900,
        utr: '412345678901',
      }),
    ).toBe('UPI payment of ₹12,999 recorded (UTR 412345678901)');
    expect(describeOrderCommand('order.deliver', { cash_in_paise: 364_900 })).toBe(
      'Delivered, ₹3,649 cash collected',
    );
    expect(commandSummary('order.confirm', '6f1c1d2e-4b1a-4c55-9b0e-2a7d3c9e8f10', {})).toBe(
      'Order MG-6F1C1D2E: Confirmed',
    );
  });

  it('previews the status after the waiting ones, skipping refused ones', () => {
    expect(statusAfter('placed', [command('order.confirm'), command('order.pack')])).toBe('packed');
    expect(
      statusAfter('placed', [command('order.confirm', {}, 'This order is already cancelled.')]),
    ).toBe('placed');
    expect(statusAfter('placed', [command('order.note', { text: 'x' })])).toBe('placed');
    expect(statusAfter('shipped', [command('order.cancel', { reason: 'x' })])).toBe('shipped');
  });
});

describe('the desk in words', () => {
  it('counts what waits on staff', () => {
    expect(countsLine({ placed: 12, confirmed: 0, packed: 4, shipped: 1, delivered: 80 })).toBe(
      '12 to confirm, 4 to ship, 1 on the way',
    );
    expect(countsLine({ placed: 1234, confirmed: 2 })).toBe('1,234 to confirm, 2 to pack');
    expect(countsLine({ delivered: 3 })).toBe('Nothing waiting');
  });

  it('writes India-time dates in words', () => {
    expect(istDateTime('2026-11-26T09:35:00.000Z')).toBe('26 November 2026, 3:05 pm');
    expect(istDateTime('2026-11-25T18:45:00Z')).toBe('26 November 2026, 12:15 am');
    expect(istDate('2026-11-25T18:45:00Z')).toBe('26 November 2026');
    expect(istDateTime(null)).toBe('');
    expect(istDateTime('not a date')).toBe('');
  });

  it('makes tel: and WhatsApp numbers of Indian mobiles', () => {
    expect(indianPhoneDigits('+91 98765 43210')).toBe('919876543210');
    expect(indianPhoneDigits('098765 43210')).toBe('919876543210');
    expect(indianPhoneDigits('12345')).toBeNull();
    expect(whatsappLink('9876543210', 'Order MG-1 & more')).toBe(
      'https://wa.me/919876543210?text=Order%20MG-1%20%26%20more',
    );
  });
});

describe('the filter in the address', () => {
  it('reads and writes it, dropping what is not a filter', () => {
    const filter = readOrderFilter(
      new URLSearchParams(
        'q=Asha&status=packed&payment=paid&method=upi&state=Kerala&from=2026-11-01&to=2026-11-30&page=3',
      ),
    );
    expect(filter).toEqual({
      search: 'Asha',
      status: 'packed',
      payment: 'paid',
      method: 'upi',
      state: 'Kerala',
      from: '2026-11-01',
      to: '2026-11-30',
      page: 3,
    });
    expect(writeOrderFilter(filter).toString()).toBe(
      'q=Asha&status=packed&payment=paid&method=upi&state=Kerala&from=2026-11-01&to=2026-11-30&page=3',
    );
    expect(
      readOrderFilter(new URLSearchParams('status=lost&payment=free&method=cash&from=1/11&page=0')),
    ).toEqual({
      search: '',
      status: null,
      payment: null,
      method: null,
      state: null,
      from: null,
      to: null,
      page: 1,
    });
    expect(writeOrderFilter(readOrderFilter(new URLSearchParams(''))).toString()).toBe('');
  });

  it('hands admin_orders its own names', () => {
    expect(
      rpcFilters(readOrderFilter(new URLSearchParams('q=MG-1A2B&payment=pending&from=2026-11-01'))),
    ).toEqual({ search: 'MG-1A2B', payment_status: 'pending', date_from: '2026-11-01' });
  });
});

describe('the timeline in words', () => {
  const event = (kind: string, detail: Record<string, unknown>, fields = {}) => ({
    kind,
    detail,
    actor_name: null,
    actor_role: 'system',
    internal: false,
    ...fields,
  });

  it('says what happened and who did it', () => {
    expect(eventWords(event('placed', {}))).toBe('Order received');
    expect(
      eventWords(
        event('shipped', {
          courier: 'Blue Dart',
          tracking_number: 'BD123456',
          tracking_url: 'https://bluedart.example/t/BD123456',
        }),
      ),
    ).toBe('Shipped with Blue Dart, AWB BD123456 (https://bluedart.example/t/BD123456)');
    expect(
      eventWords(event('payment_recorded', { kind: 'cod_cash', amount_in_paise: 414_700 })),
    ).toBe('Cash collected on delivery of ₹4,147 recorded');
    expect(eventWords(event('note', { text: 'Call first' }, { internal: true }))).toBe(
      'Staff note: Call first',
    );
    expect(eventWords(event('packed', {}))).toBe('Packed');
    expect(actorWords({ actor_name: 'Arjun Mehta', actor_role: 'admin' })).toBe('Arjun Mehta');
    expect(actorWords({ actor_name: null, actor_role: 'customer' })).toBe('The customer');
    expect(actorWords({ actor_name: null, actor_role: 'system' })).toBe('MGRID');
  });
});
