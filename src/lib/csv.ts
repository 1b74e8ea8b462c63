// Every CSV the shop exports (orders, GSTR-1, leads) is written here: RFC 4180 quoting, UTF-8
// with a byte-order mark so Excel reads Hindi names, CRLF line ends, and a guard against
// formula injection (OWASP's CSV injection guidance): a text cell that starts with =, +, -, @,
// a tab or a carriage return would be run as a formula by a spreadsheet, so it is prefixed
// with a single quote and quoted. Numbers are not text: a number, or an amount formatted as
// `csvNumber('-1250.00')`, is written bare so a spreadsheet can add the column up.
// The cases are in tests/fixtures/rules/csv-cells.json.

/** A cell a spreadsheet reads as a formula: its first character is one of these. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A plain decimal number: digits with an optional minus sign and decimals. */
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;

/** A number already formatted (e.g. rupees with two decimals), written bare. */
export class CsvNumber {
  constructor(readonly text: string) {
    if (!PLAIN_NUMBER.test(text)) throw new Error(`Not a plain number: ${JSON.stringify(text)}`);
  }
}

/** Marks formatted number text ("-1250.00") as a number, not text to be guarded. */
export const csvNumber = (text: string) => new CsvNumber(text);

function quoted(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * One CSV cell. Text is quoted when it holds a quote, comma or line break (quotes doubled);
 * text starting like a formula gets a leading single quote and is always quoted. Numbers
 * (finite) and `CsvNumber`s are written as they are; null and undefined are empty; a list is
 * joined with "; ".
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof CsvNumber) return value.text;
  if (typeof value === 'bigint') return String(value);
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  const text = Array.isArray(value) ? value.join('; ') : String(value);
  if (FORMULA_START.test(text)) return quoted(`'${text}`);
  return /[",\r\n]/.test(text) ? quoted(text) : text;
}

export const CSV_BOM = '\uFEFF';

/** A CSV file: a byte-order mark, the header row, then one row per record, CRLF endings. */
export function toCsv<R>(
  columns: readonly { header: string; value: (row: R) => unknown }[],
  rows: readonly R[],
): string {
  const lines = [
    columns.map((c) => csvCell(c.header)).join(','),
    ...rows.map((row) => columns.map((c) => csvCell(c.value(row))).join(',')),
  ];
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}
