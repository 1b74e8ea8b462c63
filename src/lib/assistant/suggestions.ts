// Suggestion buttons the rule engine offers; those in LEAD_FORM_SUGGESTIONS open the form, and
// QUOTE_SUGGESTION the quotation request.
export const SUGGEST = {
  start: ['Show products', 'Under 5000', 'Delivery time?', 'Get quote'],
  browse: ['Show products', 'Under 5000', 'Contact us'],
  afterDealers: ['Service areas', 'Delivery time?', 'Contact us'],
  unknown: [
    'Show products',
    'Warranty?',
    'Where to buy',
    "Send us your contact details and we'll call you back ASAP",
  ],
} satisfies Record<string, string[]>;
