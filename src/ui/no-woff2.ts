// Stands in for the `brotli` decoder fontkit imports to read WOFF2 fonts: the PDF writer embeds
// TrueType files only (src/ui/tax-document-pdf.ts), so the decoder's 136 kB (its dictionary)
// would be downloaded with every PDF for nothing. vite.config.ts aliases it here.
export default function decompress(): never {
  throw new Error('WOFF2 fonts are not supported by the PDF writer: embed a TrueType font.');
}
