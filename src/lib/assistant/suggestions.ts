// Suggestion buttons the rule engine offers; those in LEAD_FORM_SUGGESTIONS open the form, and
// QUOTE_SUGGESTION the quotation request. Marked for the catalogues, shown in the language of
// the reply's `t` (a Hindi suggestion, when pressed, is a question the rules understand).
import type { Translate } from '../i18n/format.ts';
import { msg } from '../i18n/msg.ts';

export const SUGGEST = {
  start: [msg('Show products'), msg('Under 5000'), msg('Delivery time?'), msg('Get quote')],
  browse: [msg('Show products'), msg('Under 5000'), msg('Contact us')],
  afterDealers: [msg('Service areas'), msg('Delivery time?'), msg('Contact us')],
  unknown: [
    msg('Show products'),
    msg('Warranty?'),
    msg('Where to buy'),
    msg("Send us your contact details and we'll call you back ASAP"),
  ],
} satisfies Record<string, string[]>;

/** A set of suggestions in the language of `t`. */
export const suggest = (set: keyof typeof SUGGEST, t: Translate) => SUGGEST[set].map((s) => t(s));
