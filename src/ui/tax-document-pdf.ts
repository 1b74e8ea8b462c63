// The PDF of any DocumentLayout (a tax invoice, a credit note, a quotation, a statement),
// drawn from the same layout as the screen. Loaded only by dynamic import when "Download PDF"
// is pressed (the PDF writer and its font stay out of every page's first paint and out of a
// shopper's install). Text is drawn in Noto Sans Devanagari, which also has Latin and the ₹
// sign: a buyer's name or address in Hindi prints as typed, shaped (conjuncts, matras), and
// reads back as the same text in a PDF reader's search or copy (each run carries its text as
// ActualText, since shaped glyphs are in visual order). The font is embedded as a subset of
// the glyphs used. Where it cannot be fetched (no signal, never cached), the standard
// Helvetica draws the document instead: amounts say "Rs." and another script becomes "?",
// so a document can still be made.
import * as fontkit from '@cantoo/fontkit';
import {
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFOperator,
  PDFOperatorNames,
  StandardFonts,
  beginText,
  endText,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  setFillingColor,
  setFontAndSize,
  setTextMatrix,
  showText,
  type Color,
  type PDFFont,
  type PDFPage,
} from '@cantoo/pdf-lib';
import boldFontUrl from '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf?url';
import regularFontUrl from '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf?url';
import { columnWidths } from '../lib/pdf-columns.ts';
import { documentLayout, type DocumentLayout } from '../lib/tax-document-layout.ts';
import type { TaxDocument } from '../lib/tax-document.ts';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 36;
const GREY = rgb(0.35, 0.35, 0.35);
const RULE = rgb(0.75, 0.75, 0.75);

/** What the standard Helvetica (WinAnsi) can draw. */
const WIN_ANSI = /[^\x20-\x7E\xA0-\xFF\u2013\u2014\u2018\u2019\u201C\u201D\u2022]/g;

/**
 * What Noto Sans Devanagari can draw (code point ranges from its character map): Latin and
 * Latin-1, Devanagari and its extensions, the ₹ and € signs, dashes, quotes and the joiners
 * that shape conjuncts.
 */
const NOTO_DEVANAGARI: readonly [number, number][] = [
  [0x20, 0x7e],
  [0xa0, 0xa3],
  [0xa5, 0xa5],
  [0xa7, 0xab],
  [0xad, 0xb0],
  [0xb4, 0xb4],
  [0xb6, 0xb8],
  [0xba, 0xbb],
  [0xbf, 0x107],
  [0x900, 0x97f],
  [0x1cd0, 0x1cf9],
  [0x200b, 0x200d],
  [0x2010, 0x2010],
  [0x2013, 0x2014],
  [0x2018, 0x201a],
  [0x201c, 0x201e],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x20ac, 0x20ac],
  [0x20b9, 0x20b9],
  [0x2122, 0x2122],
  [0x2212, 0x2212],
  [0x25cc, 0x25cc],
  [0xa830, 0xa839],
  [0xa8e0, 0xa8ff],
];

/** `text` with each character the font has not replaced by "?". */
function keepCovered(text: string): string {
  let kept = '';
  for (const character of text) {
    const code = character.codePointAt(0)!;
    kept += NOTO_DEVANAGARI.some(([from, to]) => code >= from && code <= to) ? character : '?';
  }
  return kept;
}

/** The document's fonts, with what they can draw and the rupee symbol they have. */
interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  /** Keeps what the fonts can draw ("?" for the rest, never a failure). */
  drawable(text: string): string;
  /** Whether runs carry their text as ActualText (shaped text is in visual order). */
  shaped: boolean;
  /** How amounts are written: "₹" or, in Helvetica, "Rs.". */
  rupee: string;
}

/** The font file's bytes, or null with no signal (and not cached). */
async function fontBytes(url: string): Promise<ArrayBuffer | null> {
  try {
    const answer = await fetch(url);
    return answer.ok ? await answer.arrayBuffer() : null;
  } catch {
    return null;
  }
}

async function embedFonts(pdf: PDFDocument): Promise<Fonts> {
  const [regular, bold] = await Promise.all([fontBytes(regularFontUrl), fontBytes(boldFontUrl)]);
  if (regular && bold) {
    pdf.registerFontkit(fontkit);
    return {
      regular: await pdf.embedFont(regular, { subset: true }),
      bold: await pdf.embedFont(bold, { subset: true }),
      drawable: keepCovered,
      shaped: true,
      rupee: '₹',
    };
  }
  return {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    drawable: (text) => text.replace(/₹/g, 'Rs.').replace(WIN_ANSI, '?'),
    shaped: false,
    rupee: 'Rs.',
  };
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
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
  readonly font: PDFFont;
  readonly bold: PDFFont;
  constructor(
    private pdf: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.font = fonts.regular;
    this.bold = fonts.bold;
    this.page = pdf.addPage(A4);
    this.y = A4[1] - MARGIN;
  }
  /** Room for `height` more points, or a new page. */
  need(height: number) {
    if (this.y - height >= MARGIN) return;
    this.page = this.pdf.addPage(A4);
    this.y = A4[1] - MARGIN;
  }
  /** Draws one run of text with its baseline `size` below the writer's line. */
  draw(text: string, x: number, size: number, font: PDFFont, color: Color = rgb(0, 0, 0)) {
    const y = this.y - size;
    if (!this.fonts.shaped) {
      this.page.drawText(text, { x, y, size, font, color });
      return;
    }
    // A run in a marked-content span whose ActualText is the text as typed: shaped glyphs are
    // in visual order (a vowel sign before its consonant), so without it a reader's copy and
    // search (and pdftotext) would read them in that order.
    this.page.setFont(font);
    const [, key] = this.page.getFont();
    // The span's property list, written inline in the content stream.
    const span = `<< /ActualText ${PDFHexString.fromText(text).toString()} >>`;
    this.page.pushOperators(
      pushGraphicsState(),
      beginText(),
      setFillingColor(color),
      setFontAndSize(key, size),
      setTextMatrix(1, 0, 0, 1, x, y),
      PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of('Span'), span]),
      showText(font.encodeText(text)),
      PDFOperator.of(PDFOperatorNames.EndMarkedContent),
      endText(),
      popGraphicsState(),
    );
  }
  text(text: string, x: number, size: number, options: { bold?: boolean; right?: number } = {}) {
    const font = options.bold ? this.bold : this.font;
    const safe = this.fonts.drawable(text);
    const at = options.right === undefined ? x : options.right - font.widthOfTextAtSize(safe, size);
    this.draw(safe, at, size, font);
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
  return documentPdf((rupee) => documentLayout(document, rupee));
}

/**
 * Makes a document's layout for what the PDF's fonts can draw: the rupee symbol ("₹", or "Rs."
 * in Helvetica) and whether Devanagari prints (a Hindi reader's labels, else English).
 */
export type LayoutFor = (rupee: string, devanagari: boolean) => DocumentLayout;

/** The layout `layoutFor` makes, as PDF bytes. */
export async function documentPdf(layoutFor: LayoutFor): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const fonts = await embedFonts(pdf);
  const layout = layoutFor(fonts.rupee, fonts.shaped);
  pdf.setTitle(`${layout.title} ${layout.number}`);
  pdf.setAuthor(layout.seller.lines[0] ?? '');
  const w = new Writer(pdf, fonts);
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
    lines: block.lines.flatMap((line) => wrap(fonts.drawable(line), w.font, 9, half - 12)),
  }));
  const top = w.y;
  let lowest = top;
  blocks.forEach((block, i) => {
    w.y = top;
    const x = MARGIN + i * half;
    w.draw(fonts.drawable(block.heading.toUpperCase()), x, 8, w.bold, GREY);
    w.y -= 12;
    block.lines.forEach((line, n) => {
      w.text(line, x, 9, { bold: n === 0 });
      w.y -= 12;
    });
    lowest = Math.min(lowest, w.y);
  });
  w.y = lowest - 10;

  // The lines.
  const widths = columnWidths(layout.columns, width);
  const size = 7;
  const row = (cells: string[], bold: boolean) => {
    const wrapped = cells.map((cell, i) =>
      wrap(fonts.drawable(cell), bold ? w.bold : w.font, size, widths[i]! - 4),
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
  for (const line of wrap(fonts.drawable(layout.amountInWords), w.bold, 9, width)) {
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
    const lines = wrap(fonts.drawable(`${label}: ${value}`), w.font, 9, width);
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
