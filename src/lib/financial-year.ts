// The document numbers issued in a financial year (the year itself, "26-27", is financialYear
// of src/lib/india-time.ts), the same rule as private.document_number in the migrations
// (20261126200300). The database issues every number; these are for previews, tests and
// reading a number back. Case table: tests/fixtures/rules/financial-year.json.

export type DocumentKind = 'invoice' | 'credit_note';

/** Prefix and digits of each series; every number fits GST's 16 characters. */
export const DOCUMENT_SERIES: Record<DocumentKind, { prefix: string; digits: number }> = {
  invoice: { prefix: 'MG/', digits: 6 },
  credit_note: { prefix: 'MG/CN/', digits: 4 },
};

/** "MG/26-27/000123" (a tax invoice) or "MG/CN/26-27/0007" (a credit note). */
export function documentNumber(kind: DocumentKind, year: string, sequence: number): string {
  const { prefix, digits } = DOCUMENT_SERIES[kind];
  if (!Number.isSafeInteger(sequence) || sequence < 1 || String(sequence).length > digits) {
    throw new RangeError(`No ${kind} number ${sequence} in a series of ${digits} digits`);
  }
  return `${prefix}${year}/${String(sequence).padStart(digits, '0')}`;
}

/** A document number's parts, or null when it is not one of ours. */
export function parseDocumentNumber(
  text: string,
): { kind: DocumentKind; year: string; sequence: number } | null {
  const match = /^MG\/(CN\/)?(\d{2}-\d{2})\/(\d+)$/.exec(text.trim());
  if (!match) return null;
  const kind: DocumentKind = match[1] ? 'credit_note' : 'invoice';
  if (match[3]!.length !== DOCUMENT_SERIES[kind].digits) return null;
  return { kind, year: match[2]!, sequence: Number(match[3]) };
}
