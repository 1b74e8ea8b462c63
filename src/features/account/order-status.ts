// How an order's state reads on the account page: the database's status once it has the
// order, or where it waits on this device.
import { t } from '../../i18n/index.ts';
import { statusWords } from '../../lib/order-lifecycle.ts';
import type { Order } from '../../../sync/orders/model.ts';

export function orderStatusLabel(order: Pick<Order, 'status' | 'syncState'>): string {
  if (order.syncState === 'waiting') return t('Not sent yet (on this device)');
  if (order.syncState === 'refused') return t('Refused by the server');
  return statusWords(order.status, t);
}

export function orderStatusColor(order: Pick<Order, 'status' | 'syncState'>): string {
  if (order.syncState === 'waiting') return 'yellow';
  if (order.syncState === 'refused' || order.status === 'cancelled') return 'red';
  if (order.status === 'delivered') return 'green';
  if (order.status === 'held') return 'orange';
  return 'blue';
}
