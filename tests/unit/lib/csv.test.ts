// Every CSV export's cells against the shared cases (tests/fixtures/rules/csv-cells.json):
// formula-looking text neutralised, numbers left numbers.
import { describe, expect, it } from 'vitest';
import { csvCell, csvNumber, toCsv } from '../../../src/lib/csv.ts';
import { CSV_CELL_CASES, type CsvCaseValue } from '../../fixtures/rules/csv-cells.ts';

const valueOf = (value: CsvCaseValue) =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? csvNumber(value.number)
    : value;

describe('CSV cells (shared cases)', () => {
  it('covers every character a spreadsheet starts a formula with', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      const guarded = CSV_CELL_CASES.filter(
        (c) => typeof c.value === 'string' && c.value.startsWith(start),
      );
      expect(guarded.length, start).toBeGreaterThan(0);
      for (const c of guarded) expect(c.cell.startsWith(`"'${start}`), c.name).toBe(true);
    }
  });

  it.each(CSV_CELL_CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    expect(csvCell(valueOf(c.value))).toBe(c.cell);
  });
});

describe('CSV numbers and files', () => {
  it('refuses text that is not a plain number as a number', () => {
    expect(() => csvNumber('=1+1')).toThrow('Not a plain number');
    expect(() => csvNumber('-1,250.00')).toThrow('Not a plain number');
  });

  it('starts with a byte-order mark and ends rows with CRLF, Hindi intact', () => {
    const csv = toCsv(
      [
        { header: 'Name', value: (r: { name: string }) => r.name },
        { header: 'City, State', value: () => 'Pune' },
        { header: 'Refund (₹)', value: () => csvNumber('-1250.00') },
      ],
      [{ name: 'राहुल शर्मा' }, { name: '=HYPERLINK("x")' }],
    );
    expect(csv).toBe(
      '\uFEFFName,"City, State",Refund (₹)\r\n' +
        'राहुल शर्मा,Pune,-1250.00\r\n' +
        '"\'=HYPERLINK(""x"")",Pune,-1250.00\r\n',
    );
  });
});
