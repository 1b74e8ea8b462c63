// The dealer's credit summary in the dealer_prices snapshot: read with the terms and prices,
// and when its RPC fails or is not on the server yet, the last copy's summary is kept.
import { describe, expect, it } from 'vitest';
import { dealerPricesFrom } from '../../../../sync/dealer-prices/kind.ts';
import { toDealerCopy } from '../../../../sync/dealer-prices/model.ts';

const USER = '5a000000-0000-4000-8000-000000000004';
const MY_DEALER = {
  dealer_id: 'de000000-0000-4000-8000-000000000001',
  business_name: 'Kulkarni Tools and Hardware',
  gstin: '27AAKFK5521M1ZZ',
  role: 'owner',
  status: 'active',
  tier_id: 'gold',
  tier_name: 'Gold dealer',
  credit_limit_in_paise: 10_000_000,
  payment_terms: 'net30',
};
const SUMMARY = {
  dealer_id: MY_DEALER.dealer_id,
  credit_limit_in_paise: 10_000_000,
  used_in_paise: '2500000',
  available_in_paise: 7_500_000,
  held_in_paise: 0,
  overdue_in_paise: { '0-30': 100_000, '31-60': 0, '61-90': 50_000, '90+': 25_000 },
  balance_in_paise: 2_500_000,
};

describe('the credit summary in the dealer_prices snapshot', () => {
  it('is read with the terms, amounts as numbers (bigint text too)', () => {
    const [data] = dealerPricesFrom(
      { my_dealer: MY_DEALER, dealer_price_list: [], dealer_credit_summary: SUMMARY },
      USER,
      new Date('2026-12-03T10:00:00Z'),
    );
    expect(toDealerCopy(data!).credit).toEqual({
      readAt: Date.parse('2026-12-03T10:00:00Z'),
      creditLimitInPaise: 10_000_000,
      usedInPaise: 2_500_000,
      availableInPaise: 7_500_000,
      heldInPaise: 0,
      overdueInPaise: { '0-30': 100_000, '31-60': 0, '61-90': 50_000, '90+': 25_000 },
      balanceInPaise: 2_500_000,
    });
  });

  it('keeps the last summary when this read has none (the RPC failed or is not there yet)', () => {
    const last = dealerPricesFrom(
      { my_dealer: MY_DEALER, dealer_price_list: [], dealer_credit_summary: SUMMARY },
      USER,
      new Date('2026-12-03T10:00:00Z'),
    );
    const [again] = dealerPricesFrom(
      { my_dealer: MY_DEALER, dealer_price_list: [] },
      USER,
      new Date('2026-12-03T11:00:00Z'),
      last,
    );
    expect(again!.read_at).toBe('2026-12-03T11:00:00.000Z');
    expect(again!.credit).toEqual(last[0]!.credit);
    // Never anyone else's, and none before one was read.
    expect(
      dealerPricesFrom(
        { my_dealer: MY_DEALER, dealer_price_list: [] },
        'someone-else',
        new Date(),
        last,
      )[0]!.credit,
    ).toBeNull();
  });

  it('leaves nothing for a shopper, whatever the summary answered', () => {
    expect(dealerPricesFrom({ my_dealer: null, dealer_credit_summary: null }, USER)).toEqual([]);
  });
});

const LEDGER = {
  dealer_id: MY_DEALER.dealer_id,
  business_name: MY_DEALER.business_name,
  gstin: MY_DEALER.gstin,
  payment_terms: 'net30',
  from: '2025-12-01',
  to: '2026-12-03',
  opening_balance_in_paise: '0',
  entries: [
    {
      date: '2026-11-02',
      kind: 'invoice',
      id: 'a1000000-0000-4000-8000-000000000001',
      number: 'MG/26-27/000101',
      reference: 'MG-1001',
      debit_in_paise: 1_180_000,
      credit_in_paise: 0,
      balance_in_paise: '1180000',
      due_date: '2026-12-02',
      outstanding_in_paise: 180_000,
      days_overdue: 1,
    },
    {
      date: '2026-11-20',
      kind: 'payment',
      id: 'b1000000-0000-4000-8000-000000000001',
      reference: '412345678901',
      method: 'upi',
      debit_in_paise: 0,
      credit_in_paise: 1_000_000,
      balance_in_paise: 180_000,
    },
  ],
  closing_balance_in_paise: 180_000,
};

describe('the ledger in the dealer_prices snapshot', () => {
  const read = (answers: Record<string, unknown>, last?: ReturnType<typeof dealerPricesFrom>) =>
    dealerPricesFrom(
      { my_dealer: MY_DEALER, dealer_price_list: [], ...answers },
      USER,
      new Date('2026-12-03T10:00:00Z'),
      last,
    );

  it('keeps the twelve months read, amounts as numbers, absent fields as null', () => {
    const ledger = toDealerCopy(read({ my_dealer_ledger: LEDGER })[0]!).ledger!;
    expect(ledger.opening_balance_in_paise).toBe(0);
    expect(ledger.entries.map((e) => e.balance_in_paise)).toEqual([1_180_000, 180_000]);
    expect(ledger.entries[1]).toMatchObject({ kind: 'payment', number: null, method: 'upi' });
    expect(ledger.closing_balance_in_paise).toBe(180_000);
  });

  it('keeps the last ledger when this read has none or a malformed one', () => {
    const last = read({ my_dealer_ledger: LEDGER });
    expect(read({}, last)[0]!.ledger).toEqual(last[0]!.ledger);
    const broken = { ...LEDGER, entries: [{ kind: 'gift', balance_in_paise: 1 }] };
    expect(read({ my_dealer_ledger: broken }, last)[0]!.ledger).toEqual(last[0]!.ledger);
    expect(read({ my_dealer_ledger: broken })[0]!.ledger).toBeNull();
  });
});
