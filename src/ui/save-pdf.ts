// Handing a document's PDF to the person: on a phone the system share sheet when it takes
// files (WhatsApp, mail, Files), else a download. The PDF writer is loaded only now.
import type { LayoutFor } from './tax-document-pdf.ts';

/** Whether the share sheet closed without sharing: not a failure. */
export const isShareCancelled = (error: unknown) =>
  error instanceof DOMException && error.name === 'AbortError';

/**
 * Draws the layout `layoutFor` makes (for what the PDF's fonts can draw) as a PDF and saves or
 * shares it.
 */
export async function saveOrSharePdf(layoutFor: LayoutFor): Promise<void> {
  const { documentPdf } = await import('./tax-document-pdf.ts');
  const bytes = await documentPdf(layoutFor);
  const layout = layoutFor('₹', true);
  const fileName = `${layout.fileName}.pdf`;
  const file = new File([bytes as BlobPart], fileName, { type: 'application/pdf' });
  const phone = window.matchMedia?.('(pointer: coarse)').matches === true;
  if (phone && navigator.canShare?.({ files: [file] })) {
    await navigator.share({ files: [file], title: `${layout.title} ${layout.number}` });
    return;
  }
  const url = URL.createObjectURL(file);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = fileName;
  window.document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
