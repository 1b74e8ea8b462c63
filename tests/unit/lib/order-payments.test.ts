import { describe, expect, it } from 'vitest';
import { paymentKinds, paymentMethodWords } from '../../../src/lib/order-payments.ts';
import buy from '../../../src/i18n/hi/buy.ts';

describe('payments on the order desk', () => {
  it('words a dealer order on credit in English and Hindi', () => {
    expect(paymentMethodWords('on_account')).toBe('On account');
    expect(buy[paymentMethodWords('on_account')]).toBe('उधार खाते पर');
    expect(buy[paymentMethodWords('cod')]).toBe('कैश ऑन डिलीवरी');
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
