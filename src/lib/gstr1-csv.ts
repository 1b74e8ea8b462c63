// The accountant's CSVs of a month's GSTR-1 (public.gstr1_export): one file per section, one
// row per invoice (or credit note) and rate, as GSTR-1's offline tool lays them out; amounts
// in rupees with two decimals, UTF-8 with a byte-order mark. Nothing is recomputed: each
// figure is the database's.
import { amount } from './order-csv.ts';
import { toCsv } from './csv.ts';
import type { Gstr1Export, RateRow } from './tax-document.ts';

export type Gstr1Section = 'b2b' | 'b2cs' | 'hsn' | 'cdnr' | 'docs';

export const GSTR1_SECTIONS: { section: Gstr1Section; label: string }[] = [
  { section: 'b2b', label: 'B2B' },
  { section: 'b2cs', label: 'B2CS' },
  { section: 'hsn', label: 'HSN' },
  { section: 'cdnr', label: 'CDNR' },
  { section: 'docs', label: 'Documents' },
];

type Column<R> = { header: string; value: (row: R) => unknown };

const TAX_COLUMNS: Column<RateRow>[] = [
  { header: 'Rate (%)', value: (r) => r.rate },
  { header: 'Taxable value', value: (r) => amount(r.taxable_in_paise) },
  { header: 'Integrated tax', value: (r) => amount(r.igst_in_paise) },
  { header: 'Central tax', value: (r) => amount(r.cgst_in_paise) },
  { header: 'State/UT tax', value: (r) => amount(r.sgst_in_paise) },
];

/** Columns of a document's own fields, followed by its rate row's taxes. */
function withTaxes<D>(columns: Column<D>[]): Column<{ doc: D; item: RateRow }>[] {
  return [
    ...columns.map((c) => ({ header: c.header, value: (r: { doc: D }) => c.value(r.doc) })),
    ...TAX_COLUMNS.map((c) => ({
      header: c.header,
      value: (r: { item: RateRow }) => c.value(r.item),
    })),
  ];
}

const perRate = <D extends { items: RateRow[] }>(docs: readonly D[]) =>
  docs.flatMap((doc) => doc.items.map((item) => ({ doc, item })));

/** One section of the export as CSV text. */
export function gstr1Csv(data: Gstr1Export, section: Gstr1Section): string {
  switch (section) {
    case 'b2b':
      return toCsv(
        withTaxes<Gstr1Export['b2b'][number]>([
          { header: 'GSTIN of recipient', value: (d) => d.buyer_gstin },
          { header: 'Receiver name', value: (d) => d.buyer_legal_name ?? '' },
          { header: 'Invoice number', value: (d) => d.invoice_number },
          { header: 'Invoice date', value: (d) => d.invoice_date },
          { header: 'Invoice value', value: (d) => amount(d.invoice_value_in_paise) },
          { header: 'Place of supply', value: (d) => d.place_of_supply },
          { header: 'Reverse charge', value: (d) => d.reverse_charge },
          { header: 'Invoice type', value: (d) => d.invoice_type },
        ]),
        perRate(data.b2b),
      );
    case 'cdnr':
      return toCsv(
        withTaxes<Gstr1Export['cdnr'][number]>([
          { header: 'GSTIN of recipient', value: (d) => d.buyer_gstin },
          { header: 'Receiver name', value: (d) => d.buyer_legal_name ?? '' },
          { header: 'Note number', value: (d) => d.note_number },
          { header: 'Note date', value: (d) => d.note_date },
          { header: 'Note type', value: (d) => d.note_type },
          { header: 'Note value', value: (d) => amount(d.note_value_in_paise) },
          { header: 'Place of supply', value: (d) => d.place_of_supply },
          { header: 'Reverse charge', value: (d) => d.reverse_charge },
          { header: 'Original invoice number', value: (d) => d.invoice_number },
          { header: 'Original invoice date', value: (d) => d.invoice_date },
        ]),
        perRate(data.cdnr),
      );
    case 'b2cs':
      return toCsv(
        [
          { header: 'Type', value: () => 'OE' },
          { header: 'Place of supply', value: (r) => r.place_of_supply },
          { header: 'Supply type', value: (r) => r.supply_type },
          ...TAX_COLUMNS,
        ] as Column<Gstr1Export['b2cs'][number]>[],
        data.b2cs,
      );
    case 'hsn':
      return toCsv(
        [
          { header: 'HSN', value: (r) => r.hsn_code },
          { header: 'Description', value: (r) => r.description },
          { header: 'UQC', value: (r) => r.uqc },
          { header: 'Total quantity', value: (r) => r.quantity },
          ...TAX_COLUMNS,
        ] as Column<Gstr1Export['hsn'][number]>[],
        data.hsn,
      );
    case 'docs':
      return toCsv(
        [
          { header: 'Nature of document', value: (r) => r.document },
          { header: 'Sr. No. From', value: (r) => r.first_number ?? '' },
          { header: 'Sr. No. To', value: (r) => r.last_number ?? '' },
          { header: 'Total number', value: (r) => r.total },
          { header: 'Cancelled', value: (r) => r.cancelled },
          { header: 'Net issued', value: (r) => r.net_issued },
        ] as Column<Gstr1Export['doc_issue'][number]>[],
        data.doc_issue,
      );
  }
}

/** "gstr1-2026-11-b2b.csv", "gstr1-2026-11.json". */
export function gstr1FileName(month: string, section?: Gstr1Section): string {
  return section ? `gstr1-${month}-${section}.csv` : `gstr1-${month}.json`;
}
