// A buyer's quotations: asking for one (a lead with a quote_request, saved on this
// device first and sent once by the leads outbox, offline too), reading one by its link
// (get_quote, the answer kept on this device for offline), the account's list (my_quotes),
// accepting it into an order (accept_quote, online only) and asking for changes.
import { findIndianState } from '../../src/lib/indian-states.ts';
import { normaliseGstin } from '../../src/lib/gstin.ts';
import { OFFLINE_ACTION, SUPABASE_NOT_CONFIGURED } from '../../src/lib/messages.ts';
import { validateQuoteRequest, type QuoteRequestInput } from '../../src/lib/quote-request.ts';
import {
  hasErrors,
  validateCheckout,
  ValidationFailed,
  type CheckoutInput,
} from '../../src/lib/validation.ts';
import { startedSync } from '../engine/app-sync.ts';
import { isNetworkFailure, type ServerError } from '../engine/replication/errors.ts';
import type { Sync, SyncRuntime } from '../engine/runtime.ts';
import { runtimeOf } from '../engine/runtime-of.ts';
import { submitLead } from '../leads/actions.ts';
import { keepServerOrder } from '../orders/actions.ts';
import { cachedQuoteList, keepQuote, keepQuoteList } from './cache.ts';
import {
  toBuyerQuote,
  toQuoteSummaries,
  type BuyerQuote,
  type QuoteCopy,
  type QuoteSummary,
} from './model.ts';

export { cachedQuote } from './cache.ts';

export const ACCEPT_NEEDS_CONNECTION =
  'Accepting a quotation needs a connection. Please try again when you are back online.';
export const CHANGES_NEED_CONNECTION =
  'Asking for changes needs a connection. Please try again when you are back online.';

/** A read or action that could not reach the server; `offline` when the network failed. */
export class QuoteError extends Error {
  override name = 'QuoteError';
  constructor(
    message: string,
    readonly offline: boolean,
  ) {
    super(message);
  }
}

/** The buyer's link: 32 random bytes, URL-safe (the database keeps a token of 32+ such). */
export function newQuoteToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export interface QuoteRequestDetails extends QuoteRequestInput {
  /** Anything else the buyer wants us to know (the lead's message). */
  message?: string;
  sessionId?: string | null;
}

/**
 * Saves the request on this device (sent by the leads outbox, exactly once) and returns the
 * lead's id (the quote's id on the server) and the token of the quote's page; throws
 * ValidationFailed with the form's messages.
 */
export async function requestQuotation(
  input: QuoteRequestDetails,
  given?: Sync,
): Promise<{ id: string; token: string }> {
  const errors = validateQuoteRequest(input);
  if (hasErrors(errors)) throw new ValidationFailed(errors);
  const token = newQuoteToken();
  const gstin = input.gstin.trim() === '' ? null : normaliseGstin(input.gstin);
  const company = input.company.trim() || null;
  const id = await submitLead(
    {
      name: input.name,
      phone: input.phone,
      email: input.email,
      company,
      message: input.message?.trim() || null,
      source: 'quote',
      sessionId: input.sessionId ?? null,
      interestedProducts: input.lines.map((l) => l.productId),
      quoteRequest: {
        token,
        lines: input.lines.map((l) => ({ productId: l.productId, quantity: l.quantity })),
        company,
        gstin,
        buyer_legal_name: gstin ? input.legalName.trim() || company : null,
        delivery_state: findIndianState(input.deliveryState) ?? input.deliveryState,
      },
    },
    given,
  );
  return { id, token };
}

async function clientCall(
  runtime: SyncRuntime,
  call: (client: NonNullable<SyncRuntime['client']>) => PromiseLike<{
    data: unknown;
    error: ServerError | null;
  }>,
  offlineWords = OFFLINE_ACTION,
): Promise<unknown> {
  if (!runtime.client) throw new QuoteError(SUPABASE_NOT_CONFIGURED, false);
  let answer: { data: unknown; error: ServerError | null };
  try {
    answer = await call(runtime.client);
  } catch {
    throw new QuoteError(offlineWords, true);
  }
  if (answer.error) {
    const offline = isNetworkFailure(answer.error);
    throw new QuoteError(offline ? offlineWords : answer.error.message || offlineWords, offline);
  }
  return answer.data;
}

/**
 * The quote behind a link, read now and kept on this device; null when there is none. Throws
 * QuoteError (offline) when it cannot be read: the page then shows cachedQuote(token).
 */
export async function readQuote(token: string, given?: Sync): Promise<QuoteCopy | null> {
  const runtime = runtimeOf(given ?? (await startedSync()));
  const answer = await clientCall(runtime, (client) =>
    client.rpc('get_quote', { token }).retry(false),
  );
  const quote = toBuyerQuote(answer);
  if (!quote) return null;
  const readAt = Date.now();
  keepQuote(token, answer, readAt);
  return { quote, readAt };
}

/** The signed-in buyer's quotations, newest first, kept for offline; throws QuoteError. */
export async function readMyQuotes(given?: Sync): Promise<QuoteSummary[]> {
  const runtime = runtimeOf(given ?? (await startedSync()));
  const user = runtime.session.get().user;
  if (!user) return [];
  try {
    const answer = await clientCall(runtime, (client) => client.rpc('my_quotes').retry(false));
    keepQuoteList(user.id, answer, Date.now());
    return toQuoteSummaries(answer);
  } catch (error) {
    const kept = cachedQuoteList(user.id);
    if (error instanceof QuoteError && error.offline && kept) return kept.quotes;
    throw error;
  }
}

export interface AcceptInput extends CheckoutInput {
  paymentMethod: 'cod' | 'upi';
}

/**
 * Accepts the quote as the buyer saw it (its revision) and places the order at its prices,
 * kept on this device like a placed order; returns the order's id. Throws ValidationFailed
 * for the form, or QuoteError with the database's refusal in its words (expired, changed,
 * already accepted) or ACCEPT_NEEDS_CONNECTION.
 */
export async function acceptQuote(
  quote: BuyerQuote,
  input: AcceptInput,
  given?: Sync,
): Promise<string> {
  const errors = validateCheckout(input);
  if (hasErrors(errors)) throw new ValidationFailed(errors);
  const runtime = runtimeOf(given ?? (await startedSync()));
  if (!runtime.status.get().online) throw new QuoteError(ACCEPT_NEEDS_CONNECTION, true);
  const state = findIndianState(input.state ?? '') ?? '';
  const delivery = {
    customer_name: (input.name ?? '').trim(),
    phone: (input.phone ?? '').trim(),
    email: input.email?.trim() || null,
    address_line1: (input.addressLine1 ?? '').trim(),
    address_line2: input.addressLine2?.trim() || null,
    city: (input.city ?? '').trim(),
    pin_code: (input.pinCode ?? '').trim(),
    state,
  };
  const answer = (await clientCall(
    runtime,
    (client) =>
      client
        .rpc('accept_quote', {
          token: quote.token,
          revision: quote.revision,
          delivery,
          payment_method: input.paymentMethod,
        })
        .retry(false),
    ACCEPT_NEEDS_CONNECTION,
  )) as { order_id?: unknown } | null;
  const orderId = typeof answer?.order_id === 'string' ? answer.order_id : null;
  if (!orderId) throw new QuoteError('The order could not be placed. Please try again.', false);
  const d = quote.document;
  await keepServerOrder(
    orderId,
    {
      name: delivery.customer_name,
      phone: delivery.phone,
      email: delivery.email,
      addressLine1: delivery.address_line1,
      addressLine2: delivery.address_line2,
      city: delivery.city,
      state,
      pinCode: delivery.pin_code,
      buyerGstin: quote.buyer.gstin,
      buyerLegalName: quote.buyer.legalName,
      paymentMethod: input.paymentMethod,
    },
    {
      items: d.lines.map((line) => ({
        productId: line.productId,
        quantity: line.quantity,
        name: line.name,
        gstRate: line.gstRate,
        priceInclusive: line.priceInclusive,
        hsnCode: line.hsn,
        gstInPaise: line.gstInPaise,
        lineTotalInPaise: line.totalInPaise,
      })),
      subtotal_in_paise: d.totalInPaise - d.deliveryFeeInPaise,
      gst_in_paise: d.cgstInPaise + d.sgstInPaise + d.igstInPaise,
      delivery_fee_in_paise: d.deliveryFeeInPaise,
      total_in_paise: d.totalInPaise,
      payment_method: input.paymentMethod,
      status: 'placed',
      tax_split: d.taxSplit,
    },
    runtime,
  );
  // The page shows the quote as converted from now on, offline too.
  void readQuote(quote.token, runtime).catch(() => undefined);
  return orderId;
}

/** Sends the buyer's message to staff about this quote; throws QuoteError. */
export async function askForChanges(token: string, message: string, given?: Sync): Promise<void> {
  const text = message.trim();
  if (text === '')
    throw new ValidationFailed({ message: 'Please say what you would like changed' });
  const runtime = runtimeOf(given ?? (await startedSync()));
  if (!runtime.status.get().online) throw new QuoteError(CHANGES_NEED_CONNECTION, true);
  await clientCall(
    runtime,
    (client) => client.rpc('ask_quote_changes', { token, message: text }).retry(false),
    CHANGES_NEED_CONNECTION,
  );
}
