// The quotation as the customer will get it, on this device: shown on screen (to the customer
// in front of you), shared as a PDF (the phone's share sheet with the file, which works with
// no signal; elsewhere a download) and printed. A quote the database has not numbered yet says
// "Provisional until confirmed" on every copy.
import { Alert, Button, Group, Paper, Stack } from '@mantine/core';
import { useState } from 'react';
import { quotationLayout } from '../../lib/quotation-layout.ts';
import type { QuotationDocument } from '../../lib/quotation.ts';
import { TaxDocumentView } from '../../ui/tax-document-view.tsx';
import classes from './quote-print.module.css';

export function QuoteDocumentPanel({ document }: { document: QuotationDocument }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const share = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const { saveOrSharePdf, isShareCancelled } = await import('../../ui/save-pdf.ts');
      await saveOrSharePdf((rupee) => quotationLayout(document, rupee)).catch((error: unknown) => {
        if (!isShareCancelled(error)) throw error;
      });
    } catch {
      setFailure('The PDF could not be made. Please try again, or print the quote.');
    } finally {
      setBusy(false);
    }
  };

  const print = () => {
    setOpen(true);
    // The document must be on the page before the print dialog takes its picture.
    requestAnimationFrame(() => window.print());
  };

  return (
    <Paper withBorder p="md" data-testid="quote-document-panel">
      <Group gap="xs" wrap="wrap">
        <Button variant="default" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
          {open ? 'Hide quotation' : 'Show quotation'}
        </Button>
        <Button onClick={() => void share()} loading={busy} data-testid="quote-share-pdf">
          Share PDF
        </Button>
        <Button variant="default" onClick={print}>
          Print
        </Button>
      </Group>
      {failure && (
        <Alert color="red" role="alert" mt="sm">
          {failure}
        </Alert>
      )}
      {open && (
        <Stack mt="sm" className={classes.printable} data-testid="quote-document">
          <TaxDocumentView layout={quotationLayout(document)} />
        </Stack>
      )}
    </Paper>
  );
}
