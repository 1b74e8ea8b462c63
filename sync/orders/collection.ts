// The orders collection as the engine runs it: every order placed here is pushed as an insert
// into public.orders (the database reprices it) and its receipt read back (receipts-pull.ts);
// a signed-in customer also pulls their own orders.
import { formatInr } from '../../src/lib/money.ts';
import type { CollectionDescriptor, OutboxPush } from '../engine/collection.ts';
import { optional } from '../engine/outbox-write.ts';
import { startOrderReceipts } from './receipts-pull.ts';
import {
  ORDER_LOCAL_FIELDS,
  ORDER_SERVER_FIELDS,
  orderMigrations,
  orderSchema,
  type OrderDoc,
} from './schema.ts';

export const ordersCollection: CollectionDescriptor<'orders', OrderDoc, OutboxPush<OrderDoc>> = {
  name: 'orders',
  schema: orderSchema,
  migrationStrategies: orderMigrations,
  sync: {
    kind: 'outbox',
    table: 'orders',
    // The database sets user_id from the session, and keeps the lifecycle itself.
    notSent: ['user_id', ...ORDER_SERVER_FIELDS, ...ORDER_LOCAL_FIELDS],
    pushes: 'everyone',
    // A pulled order holds the database's own figures: confirmed as it arrives.
    pull: {
      for: 'customer',
      rows: 'own',
      pulledFields: () => ({ confirmedAt: Date.now(), receiptAt: Date.now() }),
    },
    // A stock refusal's detail names each short line and what is left ("Place the rest").
    refusedFields: (error) => ({ refusalDetail: error.details ?? null }),
    alongside: startOrderReceipts,
    summary: (order) =>
      `Order ${formatInr(Number(order.total_in_paise) || 0)} for ${optional(order.customer_name) ?? 'a customer'}`,
  },
  signOut: 'their-sent-rows',
};
