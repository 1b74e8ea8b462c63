import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { intlLocale, t } from '../i18n/index.ts';
import { documentLayout } from '../lib/tax-document-layout.ts';
import type { TaxDocument } from '../lib/tax-document.ts';
import { isShareCancelled, saveOrSharePdf } from './save-pdf.ts';
import { TaxDocumentView } from './tax-document-view.tsx';

/**
 * An order's tax invoice and credit note as the database issued them: the number, View (the
 * document on the page, printable) and Download PDF (built in the browser on demand; on a
 * phone the share sheet when it can take a file).
 */
export function TaxDocumentsPanel({ documents }: { documents: TaxDocument[] }) {
  if (documents.length === 0) return null;
  return (
    <Stack gap="sm" data-testid="tax-documents">
      {documents.map((document) => (
        <TaxDocumentRow key={document.id} document={document} />
      ))}
    </Stack>
  );
}

function TaxDocumentRow({ document }: { document: TaxDocument }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const name = document.kind === 'credit_note' ? t('Credit note') : t('Invoice');
  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      // In the reader's language where the PDF's font draws it (else English).
      await saveOrSharePdf((rupee, devanagari) =>
        devanagari
          ? documentLayout(document, rupee, t, intlLocale())
          : documentLayout(document, rupee),
      );
    } catch (error) {
      if (!isShareCancelled(error)) {
        setFailure(t('The PDF could not be made. Please try again, or print the page.'));
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={600} data-testid={`${document.kind}-number`}>
          {name} {document.number}
        </Text>
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            onClick={() => setOpen((o) => !o)}
            aria-expanded={open}
          >
            {open ? t('Hide') : t('View')}
          </Button>
          <Button size="xs" loading={busy} onClick={() => void download()}>
            {t('Download PDF')}
          </Button>
        </Group>
      </Group>
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      {open && <TaxDocumentView layout={documentLayout(document, '₹', t, intlLocale())} />}
    </Stack>
  );
}
