// A quote as the device knows it (src/features/admin-quotes): the server's answer with the
// commands waiting here laid over it, and the field quotes made here that only the outbox holds.
import { describe, expect, it } from 'vitest';
import { deviceQuotes } from '../../../../src/features/admin-quotes/device-quotes.ts';
import { quoteName, quoteOnDevice } from '../../../../src/features/admin-quotes/quote-state.ts';
import type { DeskQuote, PendingStaffCommand } from '../../../../sync/admin-quotes/model.ts';

const command = (
  id: string,
  kind: string,
  args: Record<string, unknown>,
  refusedBecause: string | null = null,
  targetId = 'q1',
): PendingStaffCommand => ({
  id,
  kind,
  targetId,
  args,
  createdAt: `2026-11-26T10:0${id.length}:00Z`,
  refusedBecause,
});

const SERVER = {
  id: 'q1',
  token: 'a'.repeat(43),
  number: 'MG/QT/2026-27/00001',
  provisional_number: null,
  status: 'requested',
  stored_status: 'requested',
  buyer: {
    name: 'Ravi Kulkarni',
    company: 'Kulkarni Interiors LLP',
    phone: '+91 98450 12345',
    email: null,
    gstin: null,
    legal_name: null,
    state: 'Karnataka',
  },
  lines: [
    {
      productId: 'sl02',
      quantity: 10,
      unit_in_paise: 1_199_900,
      list_unit_in_paise: 1_199_900,
      discount_percent: 0,
    },
  ],
  delivery_fee_in_paise: 0,
  valid_until: '2026-12-11',
  payment_terms: null,
  delivery_terms: null,
  notes: null,
} as unknown as DeskQuote;

describe('a quote on this device', () => {
  it('is the server’s quote, its line left to the price rule, when nothing waits', () => {
    const quote = quoteOnDevice(SERVER, []);
    expect(quote).toMatchObject({
      number: 'MG/QT/2026-27/00001',
      token: SERVER.token,
      status: 'requested',
    });
    expect(quote.source).toMatchObject({
      customer_name: 'Ravi Kulkarni',
      delivery_state: 'Karnataka',
      lines: [{ productId: 'sl02', quantity: 10, unit_in_paise: null, discount_percent: 0 }],
    });
    expect(quoteName(quote)).toBe('MG/QT/2026-27/00001');
    expect(quoteName(quoteOnDevice({ ...SERVER, number: null }, []))).toBe(
      'Request from Ravi Kulkarni',
    );
  });

  it('takes the newest queued save, and a waiting send as sent', () => {
    const quote = quoteOnDevice(SERVER, [
      command('c1', 'quote.save', { customer_name: 'Ravi K' }),
      command('c22', 'quote.send', { channels: ['sms'] }),
    ]);
    expect(quote.source).toEqual({ customer_name: 'Ravi K' });
    expect(quote.status).toBe('sent');
    expect(quote.waiting.map((c) => c.id)).toEqual(['c1', 'c22']);
  });

  it('keeps what waits or what the server has, never a refused save (the form shows it)', () => {
    const refused = quoteOnDevice(SERVER, [
      command('c1', 'quote.save', { customer_name: 'Ravi K' }, 'A discount of 8% needs permission'),
    ]);
    expect(refused.source).toEqual({ customer_name: 'Ravi K' });
    expect(refused.kept).toMatchObject({ customer_name: 'Ravi Kulkarni' });
    const waiting = quoteOnDevice(SERVER, [
      command('c1', 'quote.save', { customer_name: 'Ravi K' }),
      command('c22', 'quote.save', { customer_name: 'R. Kulkarni' }, 'refused'),
    ]);
    expect(waiting.kept).toEqual({ customer_name: 'Ravi K' });
    expect(quoteOnDevice(null, [command('c1', 'quote.save', {}, 'refused')]).kept).toBeNull();
  });

  it('names a field quote by its provisional number until the database numbers it', () => {
    const quote = quoteOnDevice(null, [
      command('c1', 'quote.save', { provisional_number: 'P-7K3F-0003' }, 'refused'),
      command('c22', 'quote.save', { customer_name: 'Sunita Rao' }),
    ]);
    expect(quote.provisionalNumber).toBe('P-7K3F-0003');
    expect(quote.token).toBeNull();
    expect(quote.refused.map((c) => c.id)).toEqual(['c1']);
    expect(quoteName(quote)).toBe('P-7K3F-0003');
    expect(quoteName(quoteOnDevice(null, []))).toBe('New quote');
  });

  it('lists the field quotes only this device holds, newest first', () => {
    const list = deviceQuotes(
      [
        command(
          'a',
          'quote.save',
          { provisional_number: 'P-7K3F-0001', customer_name: 'A' },
          null,
          'x',
        ),
        command(
          'bb',
          'quote.save',
          { provisional_number: 'P-7K3F-0002', customer_name: 'B' },
          null,
          'y',
        ),
        command('ccc', 'quote.save', { customer_name: 'B2' }, null, 'y'),
        command('dddd', 'quote.save', { customer_name: 'Listed' }, null, 'q1'),
      ],
      new Set(['q1']),
    );
    expect(list.map((q) => [q.provisionalNumber, q.customerName])).toEqual([
      ['P-7K3F-0002', 'B2'],
      ['P-7K3F-0001', 'A'],
    ]);
  });
});
