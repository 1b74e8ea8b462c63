import { describe, expect, it } from 'vitest';
import { isValidUpiId, upiPayUrl } from '../../../src/lib/upi.ts';

describe('isValidUpiId', () => {
  it.each(['mgrid@okaxis', 'mgrid.tools@ybl', '9876543210@paytm', 'shop_01-a@icici'])(
    '%s is a UPI id',
    (id) => {
      expect(isValidUpiId(id)).toBe(true);
    },
  );

  it.each([
    '',
    'mgrid',
    '@okaxis',
    'mgrid@',
    'm@okaxis',
    'mg rid@okaxis',
    'a@b@c',
    'mgrid@1bank',
    'mgrid@o',
    'mgrid@ok-axis',
    'mgrid@ok.axis',
  ])('%j is not a UPI id', (id) => {
    expect(isValidUpiId(id)).toBe(false);
  });
});

describe('upiPayUrl', () => {
  const payment = {
    upiId: 'mgrid@okaxis',
    payeeName: 'MGRID Tools',
    amountInPaise: 123_450,
    orderId: 'ORD-2025-0001',
  };

  it('builds an encoded upi://pay link with a two-decimal amount', () => {
    expect(upiPayUrl(payment)).toBe(
      'upi://pay?pa=mgrid@okaxis&pn=MGRID%20Tools&am=1234.50&cu=INR&tn=Order%20ORD-2025-0001',
    );
  });

  it('pads paise and encodes reserved characters', () => {
    const url = upiPayUrl({
      ...payment,
      amountInPaise: 5,
      payeeName: 'A&B Tools',
      orderId: 'x=1&y',
    });
    expect(url).toBe(
      'upi://pay?pa=mgrid@okaxis&pn=A%26B%20Tools&am=0.05&cu=INR&tn=Order%20x%3D1%26y',
    );
    expect(upiPayUrl({ ...payment, amountInPaise: 1_299_900 })).toContain('&am=12999.00&');
  });

  it('round-trips through URL parsing', () => {
    const params = new URL(upiPayUrl({ ...payment, payeeName: 'Shree Tools & Co.' })).searchParams;
    expect(params.get('pa')).toBe('mgrid@okaxis');
    expect(params.get('pn')).toBe('Shree Tools & Co.');
    expect(params.get('am')).toBe('1234.50');
    expect(params.get('cu')).toBe('INR');
    expect(params.get('tn')).toBe('Order ORD-2025-0001');
  });

  it('refuses a bad UPI id, payee or amount', () => {
    expect(() => upiPayUrl({ ...payment, upiId: 'mgrid' })).toThrow(RangeError);
    expect(() => upiPayUrl({ ...payment, payeeName: '  ' })).toThrow(RangeError);
    expect(() => upiPayUrl({ ...payment, amountInPaise: 0 })).toThrow(RangeError);
    expect(() => upiPayUrl({ ...payment, amountInPaise: -100 })).toThrow(RangeError);
    expect(() => upiPayUrl({ ...payment, amountInPaise: 10.5 })).toThrow(RangeError);
  });
});
