// A quote's totals: previewed on this device as staff type (the order rules of src/lib), and
// the database's own figures once it has the quote as shown (those are what the customer gets).
import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { DeskQuote } from '../../../sync/admin-quotes/model.ts';
import type { QuoteTotals } from '../../lib/quote-pricing.ts';
import { rupees } from '../../lib/tax-document-layout.ts';

/** One figure to the paisa (a quote is a tax document's twin: rupees and paise). */
function Row({
  label,
  paise,
  bold,
  testId,
}: {
  label: string;
  paise: number;
  bold?: boolean;
  testId?: string;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text size="sm" fw={bold ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={bold ? 700 : 500} data-testid={testId}>
        {rupees(paise)}
      </Text>
    </Group>
  );
}

function splitRows(split: QuoteTotals['split']): [string, number][] {
  return split.kind === 'cgst_sgst'
    ? [
        ['CGST', split.cgst],
        ['SGST', split.sgst],
      ]
    : [['IGST', split.igst]];
}

export function QuoteTotalsPanel({
  preview,
  server,
  inSync,
}: {
  preview: QuoteTotals;
  server: DeskQuote | null;
  /** The database has the quote as the form shows it (nothing waiting, nothing changed). */
  inSync: boolean;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Paper withBorder p="md" data-testid="quote-preview-totals">
        <Title order={3} fz="sm" mb="xs">
          Preview on this device
        </Title>
        <Stack gap={2}>
          <Row label="Lines (after discount)" paise={preview.subtotalInPaise} />
          {preview.discountInPaise > 0 && (
            <Row label="Discount given" paise={-preview.discountInPaise} />
          )}
          {splitRows(preview.split).map(([label, paise]) => (
            <Row key={label} label={label} paise={paise} />
          ))}
          <Row label="Delivery" paise={preview.deliveryFeeInPaise} />
          <Row label="Total" paise={preview.totalInPaise} bold testId="quote-preview-total" />
        </Stack>
      </Paper>
      <Paper withBorder p="md" data-testid="quote-db-totals">
        <Title order={3} fz="sm" mb="xs">
          The database's figures
        </Title>
        {server ? (
          <Stack gap={2}>
            <Row label="Lines" paise={server.subtotal_in_paise} />
            <Row label="GST" paise={server.gst_in_paise} />
            <Row label="Delivery" paise={server.delivery_fee_in_paise} />
            <Row label="Total" paise={server.total_in_paise} bold testId="quote-db-total" />
            {!inSync && (
              <Text size="xs" c="dark.7">
                As last saved; your changes are not in them yet.
              </Text>
            )}
          </Stack>
        ) : (
          <Text size="sm" c="dark.5">
            Not yet: the database prices the quote when it receives it.
          </Text>
        )}
      </Paper>
    </SimpleGrid>
  );
}
