import { Paper, Title } from '@mantine/core';
import { useOrderDocuments } from '../../../sync/orders/hooks.ts';
import { TaxDocumentsPanel } from '../../ui/tax-documents-panel.tsx';

/** The order's tax invoice and credit note, as the buyer sees them (read online). */
export function OrderDocuments({ orderId, status }: { orderId: string; status: string }) {
  const documents = useOrderDocuments(orderId, status);
  if (documents.length === 0) return null;
  return (
    <Paper withBorder p="md">
      <Title order={3} fz="md" mb="sm">
        Tax documents
      </Title>
      <TaxDocumentsPanel documents={documents} />
    </Paper>
  );
}
