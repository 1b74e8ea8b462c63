import { describe, expect, it } from 'vitest';
import { paymentKinds } from '../../../src/lib/order-payments.ts';

describe('payments on the order desk', () => {
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
