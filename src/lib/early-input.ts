// The marks and names the pre-rendered page's early script (scripts/prerender/early-input.ts)
// and the app (src/app/early-input.ts, the cart's buttons and badge) share: what a person does
// to a page before its code has arrived.

/** On #root once React has hydrated the page (the route's page included): it is the app's. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
/** A performance mark at that moment: the end of the page's dead window (field web vitals). */
export const HYDRATED_MARK = 'mgrid:hydrated';

/** Where the early input script leaves what it caught for the app (window[...]). */
export const EARLY_INPUT_GLOBAL = '__mgridEarlyInput';

/**
 * On a pre-rendered Add to Cart: the cart op's product, as JSON. A tap before the code arrives
 * is written to the cart's journal by the early script, as the app would write it.
 */
export const EARLY_ADD_ATTRIBUTE = 'data-early-add';
/** Beside it: the id of the quantity field whose value the tap adds (the product page). */
export const EARLY_QUANTITY_ATTRIBUTE = 'data-early-quantity';
/**
 * On a link whose tap also notes something on the device (the language switch): the
 * localStorage entries to write, as a JSON object. A tap before the code arrives writes them
 * and lets the link navigate, as the app's click handler would.
 */
export const EARLY_STORE_ATTRIBUTE = 'data-early-store';
/** On the header's cart badge, whose count the early script keeps. */
export const CART_BADGE_ATTRIBUTE = 'data-cart-badge';
/** Marks the early script sets and the app clears once it has taken over. */
export const EARLY_MARKS = {
  /** A tap caught, to be carried out once the code has arrived. */
  pending: 'data-early-pending',
  /** An Add to Cart written to the journal. */
  added: 'data-early-added',
  /** The badge's count as the journal makes it (shown until React's own badge shows). */
  count: 'data-early-count',
} as const;

/** A field the person typed into (or ticked, or picked in) before React owned it. */
export interface EarlyField {
  el: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
  /** The value (checked, for a checkbox or radio) the pre-rendered HTML gave it. */
  initial: string | boolean;
  /** The last value the person gave it. */
  value: string | boolean;
}

/** What the early script caught, handed over once (it stops catching then). */
export interface EarlyInput {
  stop(): { taps: HTMLElement[]; fields: EarlyField[] };
}
