// The order desk's CSV export: one row per line item, as the database priced it (taxable
// value, GST split by the order's tax_split, line total), with the order's number, India-time
// date, status, payment and customer. UTF-8 with a byte-order mark (Excel reads Hindi names).
import { indiaDateTime, isoDateInIndia } from './india-time.ts';
import { csvNumber, toCsv, type CsvNumber } from './csv.ts';
import { statusWords } from './order-lifecycle.ts';
import { paymentMethodWords, paymentStatusWords } from './order-payments.ts';

export interface CsvOrderLine {
  name: string;
  hsnCode: string | null;
  quantity: number;
  unitPriceInPaise: number;
  gstInPaise: number;
  lineTotalInPaise: number;
}

export interface CsvOrder {
  order_number: string;
  created_at: string;
  status: string;
  payment_status: string;
  payment_method: string;
  customer_name: string;
  phone: string;
  state: string;
  tax_split: string;
  total_in_paise: number;
  items: readonly CsvOrderLine[];
}

interface Row {
  order: CsvOrder;
  line: CsvOrderLine;
}

/** Paise as rupees with two decimals, a plain number a spreadsheet can add up: "1234.50". */
export function rupees(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** An amount cell: rupees with two decimals, written as a number (a spreadsheet sums it). */
export const amount = (paise: number): CsvNumber => csvNumber(rupees(paise));

/** CGST takes the smaller half of an odd paisa (src/lib/money.ts gstSplit). */
function split(order: CsvOrder, gst: number) {
  if (order.tax_split !== 'cgst_sgst') return { cgst: 0, sgst: 0, igst: gst };
  const cgst = Math.floor(gst / 2);
  return { cgst, sgst: gst - cgst, igst: 0 };
}

const COLUMNS: { header: string; value: (row: Row) => unknown }[] = [
  { header: 'Order number', value: ({ order }) => order.order_number },
  { header: 'Date (IST)', value: ({ order }) => indiaDateTime(order.created_at) },
  { header: 'Status', value: ({ order }) => statusWords(order.status) },
  { header: 'Payment', value: ({ order }) => paymentStatusWords(order.payment_status) },
  { header: 'Payment method', value: ({ order }) => paymentMethodWords(order.payment_method) },
  { header: 'Customer', value: ({ order }) => order.customer_name },
  { header: 'Phone', value: ({ order }) => order.phone },
  { header: 'State', value: ({ order }) => order.state },
  { header: 'Product', value: ({ line }) => line.name },
  { header: 'HSN', value: ({ line }) => line.hsnCode },
  { header: 'Qty', value: ({ line }) => line.quantity },
  { header: 'Unit price (₹)', value: ({ line }) => amount(line.unitPriceInPaise) },
  {
    header: 'Taxable value (₹)',
    value: ({ line }) => amount(line.lineTotalInPaise - line.gstInPaise),
  },
  { header: 'CGST (₹)', value: ({ order, line }) => amount(split(order, line.gstInPaise).cgst) },
  { header: 'SGST (₹)', value: ({ order, line }) => amount(split(order, line.gstInPaise).sgst) },
  { header: 'IGST (₹)', value: ({ order, line }) => amount(split(order, line.gstInPaise).igst) },
  { header: 'Line total (₹)', value: ({ line }) => amount(line.lineTotalInPaise) },
  { header: 'Order total (₹)', value: ({ order }) => amount(order.total_in_paise) },
];

export function ordersCsv(orders: readonly CsvOrder[]): string {
  return toCsv(
    COLUMNS,
    orders.flatMap((order) => order.items.map((line) => ({ order, line }))),
  );
}

/** The file's name: mgrid-orders-2026-11-26.csv (India's date). */
export function ordersCsvName(now: Date): string {
  return `mgrid-orders-${isoDateInIndia(now)}.csv`;
}
