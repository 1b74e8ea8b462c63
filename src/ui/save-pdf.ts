// Handing a document's PDF to the person: on a phone the system share sheet when it takes
// files (WhatsApp, mail, Files), else a download. pdf-lib is loaded only now.
import type { DocumentLayout } from '../lib/tax-document-layout.ts';

/** Whether the share sheet closed without sharing: not a failure. */
export const isShareCancelled = (error: unknown) =>
  error instanceof DOMException && error.name === 'AbortError';

/** Draws `layout` (made with the 'Rs.' symbol) as a PDF and saves or shares it. */
export async function saveOrSharePdf(layout: DocumentLayout): Promise<void> {
  const { documentPdf } = await import('./tax-document-pdf.ts');
  const bytes = await documentPdf(layout);
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
