import { describe, expect, it } from 'vitest';
import {
  DEALER_DESK_MESSAGES,
  approvalOf,
  dealerStatusLabel,
  paiseToRupeesText,
  paymentTermsLabel,
  reasonProblem,
  regroupRupees,
  rupeesToPaise,
  shopTypeLabel,
  sortApplications,
  termsChanges,
} from '../../../src/lib/dealer-desk.ts';

const TIERS = ['dealer', 'gold', 'distributor'];

describe('rupeesToPaise', () => {
  it('reads whole rupees, plain or grouped the Indian way, as paise', () => {
    expect(rupeesToPaise('100000')).toEqual({ ok: true, paise: 10_000_000 });
    expect(rupeesToPaise('1,00,000')).toEqual({ ok: true, paise: 10_000_000 });
    expect(rupeesToPaise(' ₹ 1,00,000 ')).toEqual({ ok: true, paise: 10_000_000 });
    expect(rupeesToPaise('Rs. 25,00,000/-')).toEqual({ ok: true, paise: 250_000_000 });
    expect(rupeesToPaise('1,00,000.00')).toEqual({ ok: true, paise: 10_000_000 });
    expect(rupeesToPaise('999')).toEqual({ ok: true, paise: 99_900 });
    expect(rupeesToPaise('0')).toEqual({ ok: true, paise: 0 });
    // Grouped in thousands it is the same number.
    expect(rupeesToPaise('100,000')).toEqual({ ok: true, paise: 10_000_000 });
    expect(rupeesToPaise('1,000,000')).toEqual({ ok: true, paise: 100_000_000 });
  });

  it('refuses a misplaced comma, paise, blanks and words with a message', () => {
    for (const text of ['', ' ', '1,0000,0', '10,00', ',100', '1,00,00', 'abc', '-5000', '1e5']) {
      expect(rupeesToPaise(text), text).toEqual({
        ok: false,
        error: DEALER_DESK_MESSAGES.creditLimit,
      });
    }
    expect(rupeesToPaise('1,00,000.50')).toEqual({
      ok: false,
      error: DEALER_DESK_MESSAGES.creditLimitWhole,
    });
    expect(rupeesToPaise('1,00,00,00,000')).toEqual({ ok: true, paise: 100_000_000_000 });
    expect(rupeesToPaise('1,00,00,00,001')).toEqual({
      ok: false,
      error: DEALER_DESK_MESSAGES.creditLimitTooLarge,
    });
    expect(rupeesToPaise('99999999999999999999')).toEqual({
      ok: false,
      error: DEALER_DESK_MESSAGES.creditLimitTooLarge,
    });
  });

  it('writes paise back with Indian grouping, and regroups what was typed', () => {
    expect(paiseToRupeesText(10_000_000)).toBe('1,00,000');
    expect(paiseToRupeesText(0)).toBe('0');
    expect(regroupRupees('100000')).toBe('1,00,000');
    expect(regroupRupees('2500000')).toBe('25,00,000');
    expect(regroupRupees('1,0000,0')).toBe('1,0000,0');
  });
});

describe('approvalOf', () => {
  const form = {
    tierId: 'gold',
    creditLimit: '1,00,000',
    paymentTerms: 'net30',
    showInLocator: true,
  };

  it('gives review_dealer_application its arguments', () => {
    expect(approvalOf(form, TIERS)).toEqual({
      ok: true,
      args: {
        tier_id: 'gold',
        credit_limit_in_paise: 10_000_000,
        payment_terms: 'net30',
        show_in_locator: true,
      },
    });
  });

  it('names every field in error', () => {
    expect(
      approvalOf(
        { tierId: null, creditLimit: '1,0,000', paymentTerms: null, showInLocator: false },
        TIERS,
      ),
    ).toEqual({
      ok: false,
      errors: {
        tierId: DEALER_DESK_MESSAGES.tier,
        creditLimit: DEALER_DESK_MESSAGES.creditLimit,
        paymentTerms: DEALER_DESK_MESSAGES.terms,
      },
    });
    expect(approvalOf({ ...form, tierId: 'platinum' }, TIERS)).toEqual({
      ok: false,
      errors: { tierId: DEALER_DESK_MESSAGES.tier },
    });
    expect(approvalOf({ ...form, paymentTerms: 'net45' }, TIERS)).toEqual({
      ok: false,
      errors: { paymentTerms: DEALER_DESK_MESSAGES.terms },
    });
  });
});

describe('reasons', () => {
  it('are required in words, 3 to 500 characters once spaces are squeezed', () => {
    expect(reasonProblem('  ', 'reject')).toBe(DEALER_DESK_MESSAGES.rejectReason);
    expect(reasonProblem('  no  ', 'reject')).toBe(DEALER_DESK_MESSAGES.rejectReason);
    expect(reasonProblem('n o', 'reject')).toBeNull();
    expect(reasonProblem(`${'x'.repeat(250)}     ${'y'.repeat(249)}`, 'suspend')).toBeNull();
    expect(reasonProblem('', 'suspend')).toBe(DEALER_DESK_MESSAGES.suspendReason);
    expect(reasonProblem('GSTIN does not match the business name', 'reject')).toBeNull();
    expect(reasonProblem('x'.repeat(500), 'suspend')).toBeNull();
    expect(reasonProblem('x'.repeat(501), 'suspend')).toBe(DEALER_DESK_MESSAGES.reasonTooLong);
  });
});

describe('termsChanges', () => {
  const stored = {
    tier_id: 'dealer',
    credit_limit_in_paise: 10_000_000,
    payment_terms: 'net30',
    show_in_locator: true,
  };

  it('sends only what changed (a bigint may arrive as text)', () => {
    const same = { ...stored, payment_terms: 'net30' as const };
    expect(termsChanges(stored, same)).toEqual({});
    expect(
      termsChanges({ ...stored, credit_limit_in_paise: '10000000' as unknown as number }, same),
    ).toEqual({});
    expect(
      termsChanges(stored, {
        ...same,
        tier_id: 'gold',
        credit_limit_in_paise: 20_000_000,
        show_in_locator: false,
      }),
    ).toEqual({ tier_id: 'gold', credit_limit_in_paise: 20_000_000, show_in_locator: false });
    expect(termsChanges(stored, { ...same, payment_terms: 'advance' })).toEqual({
      payment_terms: 'advance',
    });
  });
});

describe('words', () => {
  it('name terms, shop types and statuses, and pass unknown values through', () => {
    expect(['advance', 'net7', 'net15', 'net30'].map(paymentTermsLabel)).toEqual([
      'Advance',
      'Net 7',
      'Net 15',
      'Net 30',
    ]);
    expect(paymentTermsLabel('net45')).toBe('net45');
    expect(shopTypeLabel('service_centre')).toBe('Service centre');
    expect(shopTypeLabel('distributor')).toBe('Distributor');
    expect(shopTypeLabel('kiosk')).toBe('kiosk');
    expect(dealerStatusLabel('pending')).toBe('Waiting for review');
    expect(dealerStatusLabel('suspended')).toBe('Suspended');
  });
});

describe('sortApplications', () => {
  it('lists pending first, longest waiting at the top, then the latest decisions', () => {
    const rows = [
      {
        id: 'r1',
        status: 'rejected',
        created_at: '2026-12-01T10:00:00Z',
        reviewed_at: '2026-12-02T10:00:00Z',
      },
      { id: 'p2', status: 'pending', created_at: '2026-12-03T09:00:00Z' },
      {
        id: 'a1',
        status: 'approved',
        created_at: '2026-11-30T10:00:00Z',
        reviewed_at: '2026-12-03T08:00:00Z',
      },
      { id: 'p1', status: 'pending', created_at: '2026-12-01T09:00:00Z' },
    ];
    expect(sortApplications(rows).map((r) => r.id)).toEqual(['p1', 'p2', 'a1', 'r1']);
    expect(rows[0]!.id).toBe('r1');
  });
});
