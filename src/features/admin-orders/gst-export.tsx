import { Button, Group, Paper, Text, TextInput, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { fetchGstr1 } from '../../../sync/admin-orders/actions.ts';
import { GSTR1_SECTIONS, gstr1Csv, gstr1FileName, type Gstr1Section } from '../../lib/gstr1-csv.ts';
import { isoDateInIndia } from '../../lib/india-time.ts';
import { rupees } from '../../lib/tax-document-layout.ts';
import type { Gstr1Export } from '../../lib/tax-document.ts';
import { downloadFile } from '../../ui/download.ts';

/**
 * For the accountant: a month's tax invoices and credit notes as GSTR-1's JSON and as one CSV
 * per section (B2B, B2CS, HSN, CDNR, documents), read from the database when asked.
 */
export function GstExport() {
  const [month, setMonth] = useState(() => isoDateInIndia(new Date()).slice(0, 7));
  const [message, setMessage] = useState<string | null>(null);
  const read = useRef<{ month: string; data: Gstr1Export } | null>(null);

  const save = async (section: Gstr1Section | null) => {
    setMessage('Preparing the export…');
    try {
      if (read.current?.month !== month) {
        read.current = { month, data: await fetchGstr1(month) };
      }
      const { data } = read.current;
      if (section) downloadFile(gstr1FileName(month, section), gstr1Csv(data, section));
      else downloadFile(gstr1FileName(month), JSON.stringify(data, null, 2), 'application/json');
      const net = data.totals.net;
      setMessage(
        `${data.b2b.length} B2B ${data.b2b.length === 1 ? 'invoice' : 'invoices'}, ${data.cdnr.length} credit ${data.cdnr.length === 1 ? 'note' : 'notes'} to registered buyers; net taxable value ${rupees(net.taxable_in_paise)}, net value ${rupees(net.value_in_paise)}.`,
      );
    } catch (error) {
      read.current = null;
      setMessage(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <Paper withBorder p="sm" data-testid="gst-export">
      <Title order={3} fz="sm" mb={6}>
        GST returns (GSTR-1)
      </Title>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <TextInput
          type="month"
          label="Month"
          size="xs"
          value={month}
          onChange={(event) => {
            setMonth(event.currentTarget.value);
            setMessage(null);
          }}
          data-testid="gst-month"
        />
        <Button
          size="xs"
          variant="default"
          onClick={() => void save(null)}
          data-testid="gstr1-json"
        >
          JSON
        </Button>
        {GSTR1_SECTIONS.map(({ section, label }) => (
          <Button
            key={section}
            size="xs"
            variant="default"
            onClick={() => void save(section)}
            data-testid={`gstr1-${section}`}
          >
            {label} CSV
          </Button>
        ))}
      </Group>
      {message && (
        <Text size="sm" mt={6} role="status" data-testid="gst-export-message">
          {message}
        </Text>
      )}
    </Paper>
  );
}
