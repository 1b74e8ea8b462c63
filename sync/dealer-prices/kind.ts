// A dealer member's copy of their terms and prices as the engine keeps them: the
// `dealer_prices` kind of device_records, one record for the signed-in person, read whole from
// public.my_dealer() and public.dealer_price_list(), with the credit summary and the last twelve
// months' ledger (public.dealer_credit_summary, public.my_dealer_ledger; kept from the last read
// when those fail) (sync/engine/replication/kind-snapshot.ts)
// when they sign in, come back online or staff change a tier's prices or the dealer's terms.
// A shopper's answers are null and nothing, so nothing is kept for them; the record leaves the
// device with the person (and at the next start when their session ended meanwhile).
import type { DealerLedger, LedgerEntry } from '../../src/lib/dealer-ledger.ts';
import type { KindDescriptor } from '../engine/kinds/kind.ts';
import * as s from '../engine/kinds/shape.ts';

export const DEALER_ROLES = ['owner', 'buyer', 'viewer'] as const;
export const DEALER_STATUSES = ['active', 'suspended'] as const;
export const PAYMENT_TERMS = ['advance', 'net7', 'net15', 'net30'] as const;

export interface DealerTermsData {
  dealer_id: string;
  business_name: string;
  gstin: string;
  role: (typeof DEALER_ROLES)[number];
  status: (typeof DEALER_STATUSES)[number];
  suspend_reason: string | null;
  tier_id: string;
  tier_name: string;
  tier_name_hi: string | null;
  credit_limit_in_paise: number;
  payment_terms: (typeof PAYMENT_TERMS)[number];
}

export interface DealerPriceData {
  product_id: string;
  list_price_in_paise: number;
  dealer_price_in_paise: number;
  pack_size: number;
  min_quantity: number;
}

/** What the dealer owes and may still order on account (public.dealer_credit_summary). */
export interface DealerCreditData {
  /** When it was read (ISO): kept from an older read when this one had none. */
  read_at: string;
  credit_limit_in_paise: number;
  used_in_paise: number;
  available_in_paise: number;
  held_in_paise: number;
  overdue_in_paise: { '0-30': number; '31-60': number; '61-90': number; '90+': number };
  balance_in_paise: number;
}

export interface DealerPricesData {
  /** The signed-in person's user id (the one record is theirs). */
  id: string;
  /** When it was read (ISO). */
  read_at: string;
  dealer: DealerTermsData;
  prices: DealerPriceData[];
  /** The credit summary last read; null before one was (or on a server without it). */
  credit: DealerCreditData | null;
  /** The last twelve months' ledger (public.my_dealer_ledger) as last read; null before. */
  ledger: DealerLedger | null;
}

const parseTerms: s.Parser<DealerTermsData> = s.shape({
  dealer_id: s.text,
  business_name: s.text,
  gstin: s.text,
  role: s.oneOf(...DEALER_ROLES),
  status: s.oneOf(...DEALER_STATUSES),
  suspend_reason: s.optional(s.text),
  tier_id: s.text,
  tier_name: s.text,
  tier_name_hi: s.optional(s.text),
  credit_limit_in_paise: s.integer,
  payment_terms: s.oneOf(...PAYMENT_TERMS),
});

const parsePrice: s.Parser<DealerPriceData> = s.shape({
  product_id: s.text,
  list_price_in_paise: s.integer,
  dealer_price_in_paise: s.integer,
  pack_size: s.integer,
  min_quantity: s.integer,
});

/** Paise as jsonb carries them: a whole number, or its text (bigint on some paths). */
const paise: s.Parser<number> = (value, path) =>
  s.integer(typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value, path);

const parseCredit: s.Parser<DealerCreditData> = s.shape({
  read_at: s.text,
  credit_limit_in_paise: paise,
  used_in_paise: paise,
  available_in_paise: paise,
  held_in_paise: s.withDefault(paise, 0),
  overdue_in_paise: s.shape({
    '0-30': s.withDefault(paise, 0),
    '31-60': s.withDefault(paise, 0),
    '61-90': s.withDefault(paise, 0),
    '90+': s.withDefault(paise, 0),
  }),
  balance_in_paise: s.withDefault(paise, 0),
});

const LEDGER_KINDS = ['invoice', 'payment', 'credit_note', 'bounce'] as const;

const parseEntry: s.Parser<LedgerEntry> = s.shape({
  date: s.text,
  kind: s.oneOf(...LEDGER_KINDS),
  id: s.text,
  number: s.optional(s.text),
  reference: s.optional(s.text),
  method: s.optional(s.text),
  reason: s.optional(s.text),
  debit_in_paise: s.withDefault(paise, 0),
  credit_in_paise: s.withDefault(paise, 0),
  balance_in_paise: paise,
  due_date: s.optional(s.text),
  outstanding_in_paise: s.optional(paise),
  days_overdue: s.optional(s.integer),
});

const parseLedger: s.Parser<DealerLedger> = s.shape({
  dealer_id: s.text,
  business_name: s.text,
  gstin: s.text,
  payment_terms: s.text,
  from: s.optional(s.text),
  to: s.text,
  opening_balance_in_paise: s.withDefault(paise, 0),
  entries: s.list(parseEntry),
  closing_balance_in_paise: paise,
});

const parseDealerPrices: s.Parser<DealerPricesData> = s.shape({
  id: s.text,
  read_at: s.text,
  dealer: parseTerms,
  prices: s.list(parsePrice),
  credit: s.optional(parseCredit),
  ledger: s.optional(parseLedger),
});

/** A ledger as dealer_ledger or my_dealer_ledger answers it; throws when it is not one. */
export const readLedger = (answer: unknown): DealerLedger => parseLedger(answer, 'ledger');

/** The ledger as read now, or null when it is not one (then the last copy's is kept). */
function ledgerFrom(answer: unknown): DealerLedger | null {
  if (answer === null || typeof answer !== 'object') return null;
  try {
    return readLedger(answer);
  } catch {
    return null;
  }
}

/** The summary as read now, or null when it is not one (then the last copy's is kept). */
function creditFrom(answer: unknown, now: Date): DealerCreditData | null {
  if (answer === null || typeof answer !== 'object') return null;
  try {
    return parseCredit({ overdue_in_paise: {}, ...answer, read_at: now.toISOString() });
  } catch {
    return null;
  }
}

/** A row of a set-returning RPC as it comes: the object, or wrapped under the function's name. */
const unwrap = (row: unknown): unknown =>
  row !== null && typeof row === 'object' && !('product_id' in row) && 'dealer_price_list' in row
    ? (row as { dealer_price_list: unknown }).dealer_price_list
    : row;

/** What the two RPCs answered, as the person's record (none for a shopper). */
export function dealerPricesFrom(
  answers: Readonly<Record<string, unknown>>,
  userId: string,
  now = new Date(),
  last: readonly DealerPricesData[] = [],
): DealerPricesData[] {
  const dealer = answers.my_dealer;
  if (dealer === null || dealer === undefined) return [];
  const rows = Array.isArray(answers.dealer_price_list) ? answers.dealer_price_list : [];
  // The credit summary or ledger failed or is not there yet (an older server): the last one
  // read stays.
  const mine = last.find((copy) => copy.id === userId);
  const credit = creditFrom(answers.dealer_credit_summary, now) ?? mine?.credit ?? null;
  const ledger = ledgerFrom(answers.my_dealer_ledger) ?? mine?.ledger ?? null;
  return [
    parseDealerPrices({
      id: userId,
      read_at: now.toISOString(),
      dealer: { suspend_reason: null, tier_name_hi: null, ...(dealer as object) },
      prices: rows.map(unwrap),
      credit,
      ledger,
    }),
  ];
}

export const dealerPricesKind: KindDescriptor<'dealer_prices', DealerPricesData> = {
  name: 'dealer_prices',
  version: 0,
  parse: parseDealerPrices,
  id: (data) => data.id,
  at: (data) => Date.parse(data.read_at) || Date.now(),
  signOut: 'all-rows',
  snapshot: {
    rpcs: ['my_dealer', 'dealer_price_list', 'dealer_credit_summary', 'my_dealer_ledger'],
    optional: ['dealer_credit_summary', 'my_dealer_ledger'],
    follows: ['dealer_accounts', 'dealer_members', 'tier_prices', 'price_tiers', 'orders'],
    toData: (answers, userId, last) => dealerPricesFrom(answers, userId, new Date(), last),
    owner: (data) => data.id,
  },
};
