// The PDF of any DocumentLayout (a tax invoice, a credit note, a quotation), drawn from the
// same layout as the screen. Loaded only by dynamic import when "Download PDF" is pressed
// (pdf-lib stays out of every page's first paint). The standard Helvetica has no ₹ sign, so amounts say "Rs.", and any
// character it cannot draw (a name in another script) becomes "?" rather than failing.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { documentLayout, type DocumentLayout } from '../lib/tax-document-layout.ts';
import type { TaxDocument } from '../lib/tax-document.ts';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 36;
const GREY = rgb(0.35, 0.35, 0.35);
const RULE = rgb(0.75, 0.75, 0.75);

/** Column widths in points (description takes what is left), for any layout's columns. */
const FIXED: Record<string, number> = {
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
};

/** Keeps what WinAnsi (the standard fonts' encoding) can draw. */
function drawable(text: string): string {
  return text
    .replace(/₹/g, 'Rs.')
    .replace(/[^\x20-\x7E\xA0-\xFF\u2013\u2014\u2018\u2019\u201C\u201D\u2022]/g, '?');
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of drawable(text).split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width || line === '') line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [''];
}

class Writer {
  page: PDFPage;
  y: number;
  constructor(
    private pdf: PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = pdf.addPage(A4);
    this.y = A4[1] - MARGIN;
  }
  /** Room for `height` more points, or a new page. */
  need(height: number) {
    if (this.y - height >= MARGIN) return;
    this.page = this.pdf.addPage(A4);
    this.y = A4[1] - MARGIN;
  }
  text(text: string, x: number, size: number, options: { bold?: boolean; right?: number } = {}) {
    const font = options.bold ? this.bold : this.font;
    const safe = drawable(text);
    const at = options.right === undefined ? x : options.right - font.widthOfTextAtSize(safe, size);
    this.page.drawText(safe, { x: at, y: this.y - size, size, font });
  }
  rule() {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4[0] - MARGIN, y: this.y },
      thickness: 0.5,
      color: RULE,
    });
  }
}

/** The tax document as PDF bytes. */
export function taxDocumentPdf(document: TaxDocument): Promise<Uint8Array> {
  return documentPdf(documentLayout(document, 'Rs.'));
}

/** A layout as PDF bytes; make it with the 'Rs.' symbol (Helvetica has no ₹). */
export async function documentPdf(layout: DocumentLayout): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${layout.title} ${layout.number}`);
  pdf.setAuthor(layout.seller.lines[0] ?? '');
  const w = new Writer(
    pdf,
    await pdf.embedFont(StandardFonts.Helvetica),
    await pdf.embedFont(StandardFonts.HelveticaBold),
  );
  const right = A4[0] - MARGIN;
  const width = right - MARGIN;

  w.text(layout.title, MARGIN, 18, { bold: true });
  w.y -= 26;
  if (layout.note) {
    w.text(layout.note, MARGIN, 10, { bold: true });
    w.y -= 16;
  }
  for (const [label, value] of layout.details) {
    w.text(`${label}:`, MARGIN, 9);
    w.text(value, MARGIN + 110, 9, { bold: true });
    w.y -= 12;
  }
  w.y -= 8;

  // Seller and buyer side by side.
  const half = width / 2;
  const blocks = [layout.seller, layout.buyer].map((block) => ({
    heading: block.heading,
    lines: block.lines.flatMap((line) => wrap(line, w.font, 9, half - 12)),
  }));
  const top = w.y;
  let lowest = top;
  blocks.forEach((block, i) => {
    w.y = top;
    const x = MARGIN + i * half;
    w.page.drawText(block.heading.toUpperCase(), {
      x,
      y: w.y - 8,
      size: 8,
      font: w.bold,
      color: GREY,
    });
    w.y -= 12;
    block.lines.forEach((line, n) => {
      w.text(line, x, 9, { bold: n === 0 });
      w.y -= 12;
    });
    lowest = Math.min(lowest, w.y);
  });
  w.y = lowest - 10;

  // The lines.
  const fixed = layout.columns.reduce((n, c) => n + (FIXED[c.label] ?? 0), 0);
  const widths = layout.columns.map((c) => FIXED[c.label] ?? width - fixed);
  const size = 7;
  const row = (cells: string[], bold: boolean) => {
    const wrapped = cells.map((cell, i) =>
      wrap(cell, bold ? w.bold : w.font, size, widths[i]! - 4),
    );
    const height = Math.max(...wrapped.map((l) => l.length)) * (size + 2) + 4;
    w.need(height);
    let x = MARGIN;
    wrapped.forEach((lines, i) => {
      const numeric = layout.columns[i]!.numeric;
      const y = w.y;
      lines.forEach((line) => {
        w.text(line, x + 2, size, { bold, right: numeric ? x + widths[i]! - 2 : undefined });
        w.y -= size + 2;
      });
      w.y = y;
      x += widths[i]!;
    });
    w.y -= height;
    w.rule();
  };
  w.rule();
  w.y -= 2;
  row(
    layout.columns.map((c) => c.label),
    true,
  );
  for (const cells of layout.rows) {
    w.y -= 2;
    row(cells, false);
  }
  w.y -= 10;

  for (const [label, value] of layout.totals) {
    w.need(13);
    const last = label === layout.totals.at(-1)?.[0];
    w.text(label, MARGIN, 9, { right: right - 110, bold: last });
    w.text(value, MARGIN, 9, { right, bold: last });
    w.y -= 13;
  }
  w.y -= 8;
  for (const line of wrap(layout.amountInWords, w.bold, 9, width)) {
    w.need(12);
    w.text(line, MARGIN, 9, { bold: true });
    w.y -= 12;
  }
  if (layout.reverseCharge) {
    w.need(12);
    w.text(layout.reverseCharge, MARGIN, 9);
    w.y -= 12;
  }
  for (const [label, value] of layout.terms ?? []) {
    const lines = wrap(`${label}: ${value}`, w.font, 9, width);
    w.need(lines.length * 12 + 2);
    for (const line of lines) {
      w.text(line, MARGIN, 9);
      w.y -= 12;
    }
    w.y -= 2;
  }
  w.y -= 28;
  w.need(50);
  w.text(layout.signature[0], MARGIN, 9, { right });
  w.y -= 40;
  w.text(layout.signature[1], MARGIN, 9, { right });
  return pdf.save();
}
