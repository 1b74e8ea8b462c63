// The staff's dealer desk rules (/admin/dealers): a credit limit typed in rupees with Indian
// digit grouping and kept in paise, the payment terms and statuses in words, the order the
// applications are listed in, and the checks run before an approval, a rejection, a
// suspension or a change of terms reaches the database (which checks them again and has the
// last word: review_dealer_application, set_dealer_status, update_dealer_terms).
import { groupIndian } from './group-indian.ts';
import { msg } from './i18n/msg.ts';

export const PAYMENT_TERMS = ['advance', 'net7', 'net15', 'net30'] as const;
export type PaymentTerms = (typeof PAYMENT_TERMS)[number];

const TERMS_LABELS: Readonly<Record<PaymentTerms, string>> = {
  advance: msg('Advance'),
  net7: msg('Net 7'),
  net15: msg('Net 15'),
  net30: msg('Net 30'),
};

export const isPaymentTerms = (value: unknown): value is PaymentTerms =>
  (PAYMENT_TERMS as readonly unknown[]).includes(value);

/** "Net 30" for net30 (English: show it with t()); an unknown value as it is. */
export const paymentTermsLabel = (terms: string): string =>
  isPaymentTerms(terms) ? TERMS_LABELS[terms] : terms;

export const SHOP_TYPES = ['retail_counter', 'distributor', 'service_centre'] as const;
export type ShopType = (typeof SHOP_TYPES)[number];

const SHOP_TYPE_LABELS: Readonly<Record<ShopType, string>> = {
  retail_counter: msg('Retail counter'),
  distributor: msg('Distributor'),
  service_centre: msg('Service centre'),
};

/** The shop type in words (English: show it with t()); an unknown value as it is. */
export const shopTypeLabel = (type: string): string =>
  (SHOP_TYPES as readonly string[]).includes(type) ? SHOP_TYPE_LABELS[type as ShopType] : type;

export type ApplicationStatus = 'pending' | 'approved' | 'rejected';
export type DealerStatus = 'active' | 'suspended';

const STATUS_LABELS: Readonly<Record<ApplicationStatus | DealerStatus, string>> = {
  pending: msg('Waiting for review'),
  approved: msg('Approved'),
  rejected: msg('Rejected'),
  active: msg('Active'),
  suspended: msg('Suspended'),
};

export const dealerStatusLabel = (status: string): string =>
  STATUS_LABELS[status as ApplicationStatus | DealerStatus] ?? status;

/** The largest credit limit: ₹100 crore, as the database's private.dealer_credit_arg. */
export const MAX_CREDIT_LIMIT_IN_PAISE = 100_00_00_000 * 100;

/**
 * The checks' messages. Where the database refuses the same thing it uses the same words
 * (20261203150200_dealer_review.sql), so a message reads alike whichever caught it, and the
 * database's own refusal shows in Hindi too.
 */
export const DEALER_DESK_MESSAGES = {
  creditLimit: msg('Enter the credit limit in rupees, for example 1,00,000'),
  creditLimitWhole: msg('The credit limit is in whole rupees, without paise'),
  creditLimitTooLarge: msg('The credit limit must be a whole amount from ₹0 to ₹100,00,00,000.'),
  tier: msg('Please choose a price tier.'),
  terms: msg('Please choose the payment terms: advance, Net 7, Net 15 or Net 30.'),
  rejectReason: msg('Please give the reason for rejecting the application; the applicant is told.'),
  suspendReason: msg('Please give the reason for suspending the dealer; the dealer sees it.'),
  reasonTooLong: msg('The reason can be at most 500 characters.'),
  notAllowed: msg('You are not allowed to manage dealers.'),
} as const;

export const REASON_MIN_LENGTH = 3;
export const REASON_MAX_LENGTH = 500;

export type RupeesParse =
  | { ok: true; paise: number }
  | { ok: false; error: (typeof DEALER_DESK_MESSAGES)[keyof typeof DEALER_DESK_MESSAGES] };

/**
 * A credit limit as typed: whole rupees, with or without "₹" and spaces, either plain digits
 * ("100000") or grouped the Indian way ("1,00,000"; grouped in thousands, "100,000", is the
 * same number and taken too). A comma out of place ("1,0000,0", "10,00") is refused rather
 * than guessed: a slipped digit is how a lakh becomes ten. Paise are refused (a limit is whole
 * rupees).
 */
export function rupeesToPaise(text: string): RupeesParse {
  const cleaned = text
    .replace(/[\s₹]/g, '')
    .replace(/^Rs\.?/i, '')
    .replace(/\/-$/, '');
  if (/^[\d,]+\.\d*$/.test(cleaned) && !/^[\d,]+\.0*$/.test(cleaned)) {
    return { ok: false, error: DEALER_DESK_MESSAGES.creditLimitWhole };
  }
  const whole = cleaned.replace(/\.0*$/, '');
  const plain = /^\d+$/.test(whole);
  const indian = /^[1-9]\d?(,\d{2})*,\d{3}$/.test(whole);
  const western = /^[1-9]\d{0,2}(,\d{3})+$/.test(whole);
  if (!plain && !indian && !western) return { ok: false, error: DEALER_DESK_MESSAGES.creditLimit };
  const rupees = Number(whole.replace(/,/g, ''));
  if (!Number.isSafeInteger(rupees * 100) || rupees * 100 > MAX_CREDIT_LIMIT_IN_PAISE) {
    return { ok: false, error: DEALER_DESK_MESSAGES.creditLimitTooLarge };
  }
  return { ok: true, paise: rupees * 100 };
}

/** Paise as the credit-limit field shows them: "1,00,000" (whole rupees, no symbol). */
export const paiseToRupeesText = (paise: number): string => groupIndian(Math.floor(paise / 100));

/**
 * The field's text regrouped once the person leaves it ("100000" -> "1,00,000"); text that is
 * not an amount stays as typed, so the message can point at it.
 */
export function regroupRupees(text: string): string {
  const parsed = rupeesToPaise(text);
  return parsed.ok ? paiseToRupeesText(parsed.paise) : text;
}

export interface ApprovalForm {
  tierId: string | null;
  creditLimit: string;
  paymentTerms: string | null;
  showInLocator: boolean;
}

/** What review_dealer_application's 'approve' takes (p_args). */
export interface ApprovalArgs {
  tier_id: string;
  credit_limit_in_paise: number;
  payment_terms: PaymentTerms;
  show_in_locator: boolean;
}

export type ApprovalErrors = Partial<Record<'tierId' | 'creditLimit' | 'paymentTerms', string>>;

/** The approval's arguments, or a message per field; `tiers` are the price tiers' ids. */
export function approvalOf(
  form: ApprovalForm,
  tiers: readonly string[],
): { ok: true; args: ApprovalArgs } | { ok: false; errors: ApprovalErrors } {
  const errors: ApprovalErrors = {};
  if (!form.tierId || !tiers.includes(form.tierId)) errors.tierId = DEALER_DESK_MESSAGES.tier;
  const limit = rupeesToPaise(form.creditLimit);
  if (!limit.ok) errors.creditLimit = limit.error;
  if (!isPaymentTerms(form.paymentTerms)) errors.paymentTerms = DEALER_DESK_MESSAGES.terms;
  if (Object.keys(errors).length > 0 || !limit.ok || !isPaymentTerms(form.paymentTerms)) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    args: {
      tier_id: form.tierId!,
      credit_limit_in_paise: limit.paise,
      payment_terms: form.paymentTerms,
      show_in_locator: form.showInLocator,
    },
  };
}

/**
 * A reason's problem (null when it will do): required in words for a rejection (the applicant
 * reads it) and a suspension (the dealer sees it), as the database's private.dealer_reason:
 * spaces squeezed, at least REASON_MIN_LENGTH and at most REASON_MAX_LENGTH characters.
 */
export function reasonProblem(reason: string, kind: 'reject' | 'suspend'): string | null {
  const text = reason.replace(/\s+/g, ' ').trim();
  if (text.length < REASON_MIN_LENGTH) {
    return kind === 'reject'
      ? DEALER_DESK_MESSAGES.rejectReason
      : DEALER_DESK_MESSAGES.suspendReason;
  }
  return text.length > REASON_MAX_LENGTH ? DEALER_DESK_MESSAGES.reasonTooLong : null;
}

/** The changed terms only (update_dealer_terms' p_args); empty when nothing changed. */
export function termsChanges(
  stored: {
    tier_id: string;
    credit_limit_in_paise: number;
    payment_terms: string;
    show_in_locator: boolean;
  },
  next: ApprovalArgs,
): Partial<ApprovalArgs> {
  const changes: Partial<ApprovalArgs> = {};
  if (next.tier_id !== stored.tier_id) changes.tier_id = next.tier_id;
  if (next.credit_limit_in_paise !== Number(stored.credit_limit_in_paise)) {
    changes.credit_limit_in_paise = next.credit_limit_in_paise;
  }
  if (next.payment_terms !== stored.payment_terms) changes.payment_terms = next.payment_terms;
  if (next.show_in_locator !== stored.show_in_locator)
    changes.show_in_locator = next.show_in_locator;
  return changes;
}

/**
 * Applications as the desk lists them: pending first, the longest waiting at the top (a
 * queue); then the reviewed ones, the latest decision first.
 */
export function sortApplications<
  A extends { status: string; created_at: string; reviewed_at?: string | null },
>(applications: readonly A[]): A[] {
  const time = (iso: string | null | undefined) => (iso ? Date.parse(iso) || 0 : 0);
  return [...applications].sort((a, b) => {
    const pa = a.status === 'pending' ? 0 : 1;
    const pb = b.status === 'pending' ? 0 : 1;
    if (pa !== pb) return pa - pb;
    if (pa === 0) return time(a.created_at) - time(b.created_at);
    return time(b.reviewed_at ?? b.created_at) - time(a.reviewed_at ?? a.created_at);
  });
}
