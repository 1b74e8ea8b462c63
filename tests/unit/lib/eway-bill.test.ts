// The desk's e-way bill rule: above ₹50,000 of goods with tax (the delivery fee left out), a
// consignment ships only with a 12-digit number; the same threshold as the database's.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  EWAY_BILL_MESSAGES,
  EWAY_BILL_THRESHOLD_IN_PAISE,
  ewayBillProblem,
  goodsValueInPaise,
  needsEwayBill,
  normaliseEwayBill,
} from '../../../src/lib/eway-bill.ts';

describe('e-way bill', () => {
  it('needs one strictly above ₹50,000 of goods, the delivery fee not counted', () => {
    expect(EWAY_BILL_THRESHOLD_IN_PAISE).toBe(5_000_000);
    expect(needsEwayBill({ total_in_paise: 5_000_000 })).toBe(false);
    expect(needsEwayBill({ total_in_paise: 5_000_001 })).toBe(true);
    expect(goodsValueInPaise({ total_in_paise: 5_010_000, delivery_fee_in_paise: 20_000 })).toBe(
      4_990_000,
    );
    expect(needsEwayBill({ total_in_paise: 5_010_000, delivery_fee_in_paise: 20_000 })).toBe(false);
  });

  it('says what is wrong with the typed number', () => {
    const big = { total_in_paise: 5_524_500, delivery_fee_in_paise: 0 };
    const small = { total_in_paise: 4_419_600, delivery_fee_in_paise: 0 };
    expect(ewayBillProblem('', big)).toBe(EWAY_BILL_MESSAGES.required);
    expect(ewayBillProblem('  ', small)).toBeNull();
    expect(ewayBillProblem('3210 5678 9012', big)).toBeNull();
    expect(ewayBillProblem('3210-5678-9012', small)).toBeNull();
    for (const bad of ['12345678901', '1234567890123', '12345678901A'])
      expect(ewayBillProblem(bad, big)).toBe(EWAY_BILL_MESSAGES.digits);
    expect(normaliseEwayBill(' 3210 5678-9012 ')).toBe('321056789012');
  });

  it('keeps the threshold the database uses', () => {
    const sql = readFileSync(
      new URL(
        '../../../supabase/migrations/20261203210100_dealer_eway_due_hold.sql',
        import.meta.url,
      ),
      'utf8',
    );
    expect(sql).toContain(`select ${EWAY_BILL_THRESHOLD_IN_PAISE}::bigint`);
  });
});
