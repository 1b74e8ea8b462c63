import { describe, expect, it } from 'vitest';
import {
  commandSummary,
  describeCollection,
  describeOrderCommand,
  statusAfter,
  type PendingCommand,
} from '../../../src/lib/staff-commands.ts';

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
    expect(
      commandSummary('dealer.payment', 'de000000-0000-4000-8000-000000000001', {
        method: 'cheque',
        reference: '004512',
        amount_in_paise: 1_104_900,
        received_on: '2026-12-05',
      }),
    ).toBe('Dealer de000000: ₹11,049 by cheque 004512, received 2026-12-05');
    expect(describeCollection({ method: 'cash', reference: null, amount_in_paise: 500_000 })).toBe(
      '₹5,000 by cash',
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
