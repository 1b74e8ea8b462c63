// The tax invoice of a placed order: lines as the database priced them, GST split the way the
// database decided (tax_split), and the database's delivery fee and total, never recomputed.
import { taxInvoice, type TaxInvoice } from './invoice.ts';

export interface InvoicedItem {
  productId: string;
  quantity: number;
  name?: string;
  unitPriceInPaise?: number;
  gstRate?: number;
  priceInclusive?: boolean;
  hsnCode?: string | null;
}

export interface InvoicedOrder {
  items: readonly InvoicedItem[];
  state: string;
  taxSplit: string;
  deliveryFeeInPaise: number;
  totalInPaise: number;
}

/** Null while the order's lines carry no prices (an unsent order is previewed elsewhere). */
export function orderInvoice(order: InvoicedOrder): TaxInvoice | null {
  if (order.items.some((item) => item.unitPriceInPaise === undefined)) return null;
  const lines = order.items.map((item) => ({
    name: item.name ?? item.productId,
    hsnCode: item.hsnCode ?? null,
    quantity: item.quantity,
    unitPriceInPaise: item.unitPriceInPaise!,
    gstRate: item.gstRate ?? 0,
    priceInclusive: item.priceInclusive ?? true,
  }));
  // Same state on both sides gives CGST + SGST; no seller state gives IGST.
  const intra = order.taxSplit === 'cgst_sgst';
  const invoice = taxInvoice(lines, {
    sellerState: intra ? order.state : '',
    deliveryState: order.state,
  });
  return {
    ...invoice,
    deliveryFeeInPaise: order.deliveryFeeInPaise,
    totalInPaise: order.totalInPaise,
  };
}
