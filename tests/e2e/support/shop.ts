// Steps the journeys share: filling the checkout form and waiting for rows in Postgres.
import type { Page } from 'playwright-core';
import type { Engine } from '../../../supabase/local/db/engine.ts';

export interface Customer {
  name: string;
  phone: string;
  email: string;
  addressLine1: string;
  city: string;
  state: string;
  pinCode: string;
}

export const ASHA: Customer = {
  name: 'Asha Deshpande',
  phone: '+91 98200 12345',
  email: 'asha.deshpande@example.in',
  addressLine1: 'Flat 4B, Sai Krupa Apartments, Karve Road',
  city: 'Pune',
  state: 'Maharashtra',
  pinCode: '411004',
};

export async function fillCheckout(page: Page, customer: Customer): Promise<void> {
  const form = page.getByTestId('checkout-form');
  await form.getByLabel('Full name').fill(customer.name);
  await form.getByLabel('Mobile number').fill(customer.phone);
  await form.getByLabel('Email (for the invoice)').fill(customer.email);
  await form.getByLabel('Address line 1').fill(customer.addressLine1);
  await form.getByLabel('City').fill(customer.city);
  await form.getByLabel(/^State/).fill(customer.state.slice(0, 5));
  await page.getByRole('option', { name: customer.state, exact: true }).click();
  await form.getByLabel('PIN code').fill(customer.pinCode);
}

export interface OrderRow {
  id: string;
  customer_name: string;
  state: string;
  payment_method: string;
  tax_split: string;
  subtotal_in_paise: string | number;
  gst_in_paise: string | number;
  delivery_fee_in_paise: string | number;
  total_in_paise: string | number;
  items: { productId: string; quantity: number; unitPriceInPaise: number }[];
}

/** Polls Postgres until `sql` returns a row (the app pushes in the background). */
export async function waitForRow<Row>(
  engine: Engine,
  sql: string,
  params: unknown[],
  timeoutMs = 30_000,
): Promise<Row> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await engine.query<Row>(sql, params);
    if (rows[0]) return rows[0];
    if (Date.now() > deadline) throw new Error(`no row for ${sql} ${JSON.stringify(params)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export const orderById = (engine: Engine, id: string, timeoutMs?: number) =>
  waitForRow<OrderRow>(engine, 'select * from public.orders where id = $1', [id], timeoutMs);

/** "₹6,998" to 699800. */
export function rupeesTextToPaise(text: string): number {
  return Number(text.replace(/[^\d]/g, '')) * 100;
}
