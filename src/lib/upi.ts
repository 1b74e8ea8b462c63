// UPI payment links (upi://pay, NPCI's deep-link format) for paying an order from a phone.
import { CURRENCY_CODE } from './constants.ts';

/**
 * A UPI id (VPA) is "handle@provider": 2-256 letters, digits, '.', '_' or '-', then '@' and a
 * provider of letters and digits starting with a letter (as the site_settings check in SQL).
 */
export function isValidUpiId(upiId: string): boolean {
  return /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/.test(upiId.trim());
}

export interface UpiPayment {
  upiId: string;
  payeeName: string;
  amountInPaise: number;
  orderId: string;
}

/** Paise as rupees with exactly two decimals: 123450 → "1234.50". */
function rupeesText(paise: number): string {
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

/**
 * upi://pay?pa=…&pn=…&am=1234.50&cu=INR&tn=Order%20… ; values are percent-encoded (spaces as
 * %20, not '+', which some UPI apps show literally). The UPI id is validated and sent as is.
 * Throws RangeError for a malformed UPI id, an empty payee name or a non-positive amount.
 */
export function upiPayUrl({ upiId, payeeName, amountInPaise, orderId }: UpiPayment): string {
  const pa = upiId.trim();
  if (!isValidUpiId(pa)) throw new RangeError(`Not a UPI id: ${upiId}`);
  if (payeeName.trim() === '') throw new RangeError('A UPI payment needs a payee name');
  if (!Number.isSafeInteger(amountInPaise) || amountInPaise <= 0) {
    throw new RangeError(`Not a payable amount in paise: ${amountInPaise}`);
  }
  const params = [
    ['pa', pa],
    ['pn', encodeURIComponent(payeeName.trim())],
    ['am', rupeesText(amountInPaise)],
    ['cu', CURRENCY_CODE],
    ['tn', encodeURIComponent(`Order ${orderId}`.trim())],
  ];
  return `upi://pay?${params.map(([key, value]) => `${key}=${value}`).join('&')}`;
}
