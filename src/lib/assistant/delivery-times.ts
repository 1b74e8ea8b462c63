// DELIVERY_TIMES_TEXT (src/lib/constants.ts) marked for the catalogues, so replies show it in
// their language; tests/unit/lib/assistant/hindi.test.ts keeps the two equal.
import { msg } from '../i18n/msg.ts';

export const DELIVERY_TIMES = msg('2-5 business days in metros, 5-7 elsewhere');
