// How wide each column of a document's table is in its PDF: fixed widths for the figures and
// codes, looked up by the column's English name (its label may be Hindi), and what is left for
// the one column that is text (a description, a statement's particulars).
import type { LayoutColumn } from './tax-document-layout.ts';

/** Widths in points (A4 less margins is about 523 points). */
const FIXED: Readonly<Record<string, number>> = {
  '#': 14,
  HSN: 38,
  Qty: 22,
  Unit: 24,
  'Unit price': 58,
  Discount: 42,
  'Taxable value': 52,
  'GST rate': 30,
  CGST: 50,
  SGST: 50,
  IGST: 56,
  'CGST + SGST': 56,
  Total: 54,
  // A dealer's statement.
  Date: 64,
  Reference: 96,
  Debit: 66,
  Credit: 66,
  Balance: 72,
};

/** Each column's width: its fixed one, or (for a text column) an equal share of what is left. */
export function columnWidths(columns: readonly LayoutColumn[], width: number): number[] {
  const fixedOf = (column: LayoutColumn) => FIXED[column.key ?? column.label];
  const fixed = columns.reduce((sum, column) => sum + (fixedOf(column) ?? 0), 0);
  const free = columns.filter((column) => fixedOf(column) === undefined).length;
  const rest = free > 0 ? Math.max(width - fixed, 0) / free : 0;
  return columns.map((column) => fixedOf(column) ?? rest);
}
