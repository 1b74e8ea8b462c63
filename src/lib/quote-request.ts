// The quotation request form's rules: checkout's own rules for the contact, the
// delivery state and a GSTIN (validateCheckout, so a GSTIN the checkout refuses is refused
// here in the same words), plus the lines. A quotation has no address yet: the buyer gives it
// when they accept. The database re-checks everything when the request arrives.
import { TEXT_LIMITS } from './constants.ts';
import * as m from './messages.ts';
import { QUOTE_MAX_LINES, QUOTE_MAX_QUANTITY, type RequestedLine } from './quotation.ts';
import { validateCheckout, type FieldErrors } from './validation.ts';

export interface QuoteRequestInput {
  name: string;
  phone: string;
  email: string;
  company: string;
  /** Optional; when given, it is checked and the registered business name is required. */
  gstin: string;
  legalName: string;
  deliveryState: string;
  lines: readonly RequestedLine[];
}

export type QuoteRequestField =
  'name' | 'phone' | 'email' | 'company' | 'gstin' | 'legalName' | 'deliveryState' | 'lines';

export const LINES_REQUIRED = 'Add at least one product to quote for';
export const linesTooMany = `A quotation can have at most ${QUOTE_MAX_LINES} products`;
export const quantityOutOfRange = `Quantities are from 1 to ${QUOTE_MAX_QUANTITY.toLocaleString('en-IN')}`;

export function validateQuoteRequest(input: QuoteRequestInput): FieldErrors<QuoteRequestField> {
  const wantsGst = input.gstin.trim() !== '';
  const checkout = validateCheckout({
    name: input.name,
    phone: input.phone,
    email: input.email,
    state: input.deliveryState,
    gstInvoice: wantsGst,
    buyerGstin: input.gstin,
    buyerLegalName: input.legalName,
  });
  const errors: FieldErrors<QuoteRequestField> = {};
  if (checkout.name) errors.name = checkout.name;
  if (checkout.phone) errors.phone = checkout.phone;
  if (checkout.email) errors.email = checkout.email;
  if (checkout.state) errors.deliveryState = checkout.state;
  if (checkout.buyerGstin) errors.gstin = checkout.buyerGstin;
  if (checkout.buyerLegalName) errors.legalName = checkout.buyerLegalName;
  if ([...input.company.trim()].length > TEXT_LIMITS.company) {
    errors.company = m.tooLongMessage('Company', TEXT_LIMITS.company);
  }
  if (input.lines.length === 0) errors.lines = LINES_REQUIRED;
  else if (input.lines.length > QUOTE_MAX_LINES) errors.lines = linesTooMany;
  else if (
    input.lines.some(
      (l) => !Number.isInteger(l.quantity) || l.quantity < 1 || l.quantity > QUOTE_MAX_QUANTITY,
    )
  ) {
    errors.lines = quantityOutOfRange;
  }
  return errors;
}
