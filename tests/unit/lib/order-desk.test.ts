import { describe, expect, it } from 'vitest';
import {
  actorWords,
  countsLine,
  eventWords,
  readOrderFilter,
  rpcFilters,
  writeOrderFilter,
} from '../../../src/lib/order-desk.ts';

describe('the desk in words', () => {
  it('counts what waits on staff', () => {
    expect(countsLine({ placed: 12, confirmed: 0, packed: 4, shipped: 1, delivered: 80 })).toBe(
      '12 to confirm, 4 to ship, 1 on the way',
    );
    expect(countsLine({ placed: 1234, confirmed: 2 })).toBe('1,234 to confirm, 2 to pack');
    expect(countsLine({ delivered: 3 })).toBe('Nothing waiting');
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
      buyer: null,
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
      buyer: null,
      page: 1,
    });
    expect(writeOrderFilter(readOrderFilter(new URLSearchParams(''))).toString()).toBe('');
  });

  it('hands admin_orders its own names', () => {
    expect(
      rpcFilters(readOrderFilter(new URLSearchParams('q=MG-1A2B&payment=pending&from=2026-11-01'))),
    ).toEqual({ search: 'MG-1A2B', payment_status: 'pending', date_from: '2026-11-01' });
  });

  it("finds dealer orders on account, and shoppers' orders", () => {
    const dealers = readOrderFilter(new URLSearchParams('method=on_account&buyer=dealer'));
    expect(dealers).toMatchObject({ method: 'on_account', buyer: 'dealer' });
    expect(writeOrderFilter(dealers).toString()).toBe('method=on_account&buyer=dealer');
    expect(rpcFilters(dealers)).toEqual({ payment_method: 'on_account', dealer: true });
    expect(rpcFilters(readOrderFilter(new URLSearchParams('buyer=shopper')))).toEqual({
      dealer: false,
    });
    expect(readOrderFilter(new URLSearchParams('buyer=everyone')).buyer).toBeNull();
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
