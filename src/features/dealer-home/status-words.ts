// Where a dealer's order stands, in a few words for the home's list.
import { t } from '../../i18n/index.ts';
import { creditHoldReason } from '../../lib/credit-hold.ts';
import { statusWords } from '../../lib/order-lifecycle.ts';
import type { Order } from '../../../sync/orders/model.ts';

export function orderStatusWords(order: Order): string {
  if (order.syncState === 'waiting') return t('Saved on this phone, not sent yet');
  if (order.syncState === 'refused') return t('Not accepted');
  if (creditHoldReason(order)) return t('Held: over your credit limit');
  return statusWords(order.status, t);
}
