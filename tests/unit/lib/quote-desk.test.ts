// The quote desk's rules (src/lib/quote-desk.ts): the filter in the address, provisional
// numbers, the default validity in India's days, the form and what quote_action 'save' gets.
import { describe, expect, it } from 'vitest';
import {
  defaultValidUntil,
  describeQuoteCommand,
  emptyQuoteForm,
  isDevicePrefix,
  newDevicePrefix,
  provisionalNumber,
  quoteEditable,
  quoteEventWords,
  quoteFormFrom,
  quoteFormProblems,
  quoteLink,
  quoteRpcFilters,
  quoteSaveArgs,
  quoteStatusWords,
  readQuoteFilter,
  writeQuoteFilter,
} from '../../../src/lib/quote-desk.ts';
import { commandSummary } from '../../../src/lib/staff-commands.ts';

const NOW = new Date('2026-11-26T20:00:00Z'); // 27 November in India

describe('quote desk rules', () => {
  it('keeps the filter in the address and sends only what is set', () => {
    const filter = readQuoteFilter(new URLSearchParams('q=kulkarni&status=sent&page=3'));
    expect(filter).toEqual({ search: 'kulkarni', status: 'sent', page: 3 });
    expect(writeQuoteFilter(filter).toString()).toBe('q=kulkarni&status=sent&page=3');
    expect(readQuoteFilter(new URLSearchParams('status=lost&page=-2'))).toEqual({
      search: '',
      status: null,
      page: 1,
    });
    expect(quoteRpcFilters({ search: '', status: 'draft', page: 2 })).toEqual({ status: 'draft' });
  });

  it('numbers field quotes P-<prefix>-<sequence> with a prefix no one misreads', () => {
    expect(provisionalNumber('7K3F', 3)).toBe('P-7K3F-0003');
    expect(provisionalNumber('7K3F', 12345)).toBe('P-7K3F-12345');
    const values = [0, 0.5, 0.99, 0.2];
    let i = 0;
    const prefix = newDevicePrefix(() => values[i++ % values.length]!);
    expect(prefix).toBe('2HZ8');
    expect(isDevicePrefix(prefix)).toBe(true);
    expect(isDevicePrefix('O0I1')).toBe(false);
    expect(isDevicePrefix(null)).toBe(false);
  });

  it('makes a new quote valid for 15 days from India’s today', () => {
    expect(defaultValidUntil(NOW)).toBe('2026-12-12');
    expect(defaultValidUntil(new Date('2026-12-20T10:00:00Z'), 15)).toBe('2027-01-04');
    expect(emptyQuoteForm(NOW).valid_until).toBe('2026-12-12');
  });

  it('turns the form into quote_action save args, blanks as null', () => {
    const form = {
      ...emptyQuoteForm(NOW),
      customer_name: ' Sunita Rao ',
      phone: '98450 67890',
      buyer_gstin: '29aagcb7383j1z4',
      buyer_legal_name: 'Rao Builders',
      delivery_state: 'Karnataka',
      notes: '  ',
      lines: [
        { productId: 'sl02', quantity: 10, unitInPaise: null, discountPercent: 5 },
        { productId: 'tp160', quantity: 2, unitInPaise: 200_000, discountPercent: 0 },
      ],
    };
    const args = quoteSaveArgs(form, { provisional_number: 'P-7K3F-0003' });
    expect(args).toMatchObject({
      customer_name: 'Sunita Rao',
      email: null,
      buyer_gstin: '29AAGCB7383J1Z4',
      delivery_fee_in_paise: null,
      valid_until: '2026-12-12',
      notes: null,
      provisional_number: 'P-7K3F-0003',
      lines: [
        { productId: 'sl02', quantity: 10, discount_percent: 5 },
        { productId: 'tp160', quantity: 2, unit_in_paise: 200_000, discount_percent: 0 },
      ],
    });
    // A queued save reads back as the same form.
    expect(quoteSaveArgs(quoteFormFrom(args, NOW))).toEqual(quoteSaveArgs(form));
  });

  it('lists what is missing before a save', () => {
    expect(quoteFormProblems(emptyQuoteForm(NOW))).toEqual([
      "Enter the customer's name.",
      'Enter a phone number or an email.',
      'Choose the delivery state.',
      'Add at least one product.',
    ]);
  });

  it('says what a queued quote command does', () => {
    expect(describeQuoteCommand('quote.save', { provisional_number: 'P-7K3F-0003' })).toBe(
      'Saved as P-7K3F-0003',
    );
    expect(describeQuoteCommand('quote.send', {})).toBe('Sent to the customer');
    expect(describeQuoteCommand('quote.decline', { reason: 'Bought elsewhere' })).toBe(
      'Declined: Bought elsewhere',
    );
    expect(commandSummary('quote.save', '0123456789abcdef', {})).toBe('Quote 01234567: Saved');
  });

  it('words statuses, links and what staff may still change', () => {
    expect(quoteStatusWords('requested')).toBe('Requested');
    expect(quoteEditable('sent')).toBe(true);
    expect(quoteEditable('converted')).toBe(false);
    expect(quoteLink('https://mgrid.in/', 'abc_DEF-123')).toBe(
      'https://mgrid.in/quote/abc_DEF-123',
    );
  });

  it('words the timeline, the buyer’s messages in their own words', () => {
    const words = (kind: string, detail: Record<string, unknown> = {}) =>
      quoteEventWords({ kind, detail });
    expect(words('requested')).toBe('Requested by the buyer');
    expect(words('saved', { revision: 2, number: 'MG/QT/2026-27/00001' })).toBe(
      'Saved (version 2)',
    );
    expect(
      words('saved', {
        revision: 1,
        number: 'MG/QT/2026-27/00002',
        provisional_number: 'P-7K3F-0003',
      }),
    ).toBe('Field quote P-7K3F-0003 received, numbered MG/QT/2026-27/00002');
    expect(words('sent', { channels: ['email', 'sms'], revision: 2 })).toBe(
      'Sent by email and SMS (version 2)',
    );
    expect(words('viewed', { revision: 2 })).toBe('Opened by the buyer (version 2)');
    expect(words('change_requested', { message: 'Please add 2 tripods' })).toBe(
      'The buyer asked for changes: Please add 2 tripods',
    );
    expect(words('declined', { reason: 'Bought elsewhere' })).toBe('Declined: Bought elsewhere');
    expect(words('converted', { order_number: 'MG-1A2B3C4D' })).toBe('Became order MG-1A2B3C4D');
  });
});
