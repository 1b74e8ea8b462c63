// The order desk as the app sees it: pages of orders from admin_orders, one order
// with everything about it from admin_order, and the products running low.
export type { PendingStaffCommand } from '../staff-commands/hooks.ts';
export type { DeskRead } from '../staff-commands/model.ts';

export interface DeskOrderRow {
  id: string;
  order_number: string;
  customer_name: string;
  phone: string;
  email: string | null;
  city: string;
  state: string;
  total_in_paise: number;
  payment_method: string;
  payment_status: string;
  status: string;
  item_count: number;
  placed_at: string;
  created_at: string;
  placed_by: string | null;
  /** Set on a dealer member's order, with the dealer's business name. */
  dealer_id?: string | null;
  dealer_business_name?: string | null;
}

export interface OrderPage {
  rows: DeskOrderRow[];
  total: number;
  /** Orders per status under every filter but the status. */
  counts: Record<string, number>;
  page: number;
  page_size: number;
}

/** A line as the database priced it (private.prepare_order). */
export interface DeskOrderLine {
  productId: string;
  name: string;
  quantity: number;
  unitPriceInPaise: number;
  gstRate: number;
  priceInclusive: boolean;
  hsnCode: string | null;
  lineAmountInPaise: number;
  gstInPaise: number;
  lineTotalInPaise: number;
}

export interface DeskOrderEvent {
  id: string;
  order_id: string;
  kind: string;
  actor_id: string | null;
  actor_name: string | null;
  actor_role: string;
  internal: boolean;
  detail: Record<string, unknown>;
  created_at: string;
}

export interface DeskOrderPayment {
  id: string;
  order_id: string;
  kind: 'upi' | 'cod_cash' | 'refund';
  amount_in_paise: number;
  utr: string | null;
  recorded_by: string | null;
  created_at: string;
}

export interface DeskOrder {
  id: string;
  order_number: string;
  user_id: string | null;
  customer_name: string;
  phone: string;
  email: string | null;
  address_line1: string;
  address_line2: string | null;
  city: string;
  state: string;
  pin_code: string;
  items: DeskOrderLine[];
  subtotal_in_paise: number;
  gst_in_paise: number;
  delivery_fee_in_paise: number;
  total_in_paise: number;
  payment_method: string;
  payment_status: string;
  status: string;
  tax_split: string;
  notes: string | null;
  created_at: string;
  placed_at: string;
  placed_by: string | null;
  placed_by_name: string | null;
  dealer_id?: string | null;
  dealer_business_name?: string | null;
  lead_id: string | null;
  lead: { id: string; name: string | null; status: string; source: string | null } | null;
  courier: string | null;
  tracking_number: string | null;
  tracking_url: string | null;
  /** The consignment's 12-digit e-way bill number, given when it shipped (above ₹50,000). */
  eway_bill_number?: string | null;
  cancel_reason: string | null;
  /** Why a held order waits for its buyer ("Prices changed: ₹6,999 → ₹7,349 on SL01"). */
  hold_reason?: string | null;
  events: DeskOrderEvent[];
  payments: DeskOrderPayment[];
}

export interface LowStockProduct {
  id: string;
  name: string;
  category: string;
  stockQuantity: number;
  hidden: boolean;
}
