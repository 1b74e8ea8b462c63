// A quote's lines: products from this device's catalogue, quantity, unit price (blank: the
// list or bulk price for the quantity, as orders price it) and a discount per line, each line's
// figures previewed beside it.
import { ActionIcon, Group, NumberInput, Paper, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { formatInr } from '../../lib/money.ts';
import { rupees } from '../../lib/tax-document-layout.ts';
import type { QuoteFormLine } from '../../lib/quote-desk.ts';
import type { QuoteLinePriced, QuoteProduct } from '../../lib/quote-pricing.ts';

export function QuoteLinesEditor({
  lines,
  priced,
  products,
  onChange,
  disabled,
}: {
  lines: QuoteFormLine[];
  /** The same lines previewed (null where the product is not on this device). */
  priced: (QuoteLinePriced | null)[];
  products: Map<string, QuoteProduct>;
  onChange: (lines: QuoteFormLine[]) => void;
  disabled: boolean;
}) {
  const [adding, setAdding] = useState<string | null>(null);
  const change = (index: number, patch: Partial<QuoteFormLine>) =>
    onChange(lines.map((line, i) => (i === index ? { ...line, ...patch } : line)));
  const options = [...products.values()]
    .filter((p) => !lines.some((l) => l.productId === p.id))
    .map((p) => ({ value: p.id, label: `${p.name} (${formatInr(p.listUnitInPaise)})` }));

  return (
    <Stack gap="xs" data-testid="quote-lines">
      {lines.map((line, index) => {
        const product = products.get(line.productId);
        const price = priced[index] ?? null;
        const name = product?.name ?? price?.name ?? line.productId;
        return (
          <Paper key={line.productId} withBorder p="sm" data-testid="quote-line">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text fw={600} size="sm">
                {name}
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove ${name}`}
                onClick={() => onChange(lines.filter((_, i) => i !== index))}
                disabled={disabled}
              >
                ✕
              </ActionIcon>
            </Group>
            <Group gap="xs" align="end" wrap="wrap" mt={4}>
              <NumberInput
                label="Quantity"
                min={1}
                max={10000}
                allowDecimal={false}
                value={line.quantity}
                onChange={(v) =>
                  change(index, { quantity: Math.max(1, Math.trunc(Number(v) || 1)) })
                }
                w={100}
                disabled={disabled}
              />
              <NumberInput
                label="Unit price (₹)"
                min={0}
                decimalScale={2}
                thousandSeparator=","
                placeholder={price ? (price.unitInPaise / 100).toFixed(2) : ''}
                value={line.unitInPaise === null ? '' : line.unitInPaise / 100}
                onChange={(v) =>
                  change(index, {
                    unitInPaise: v === '' ? null : Math.max(0, Math.round(Number(v) * 100)),
                  })
                }
                w={140}
                disabled={disabled}
              />
              <NumberInput
                label="Discount %"
                min={0}
                max={100}
                decimalScale={2}
                value={line.discountPercent}
                onChange={(v) => change(index, { discountPercent: Number(v) || 0 })}
                w={110}
                disabled={disabled}
              />
              {price && (
                <Text size="sm" data-testid="quote-line-total" style={{ whiteSpace: 'nowrap' }}>
                  {line.quantity} × {rupees(price.unitInPaise)}
                  {price.discountPercent > 0 ? ` less ${price.discountPercent}%` : ''} ={' '}
                  <strong>{rupees(price.totalInPaise)}</strong>
                </Text>
              )}
            </Group>
            {price && (
              <Text size="xs" c="dark.5" mt={4}>
                HSN {price.hsn ?? '—'} · GST {price.gstRate}%
                {price.priceInclusive ? ' included' : ' extra'}: {rupees(price.gstInPaise)}
                {price.discountInPaise > 0 ? ` · discount ${rupees(price.discountInPaise)}` : ''}
              </Text>
            )}
            {!product && !price && (
              <Text size="xs" c="red.8">
                This product is not in this device's catalogue.
              </Text>
            )}
          </Paper>
        );
      })}
      <Select
        label="Add a product"
        placeholder="Search the catalogue"
        data={options}
        value={adding}
        searchable
        clearable
        nothingFoundMessage="No product of that name"
        disabled={disabled}
        data-testid="quote-add-product"
        onChange={(id) => {
          setAdding(null);
          if (id)
            onChange([
              ...lines,
              { productId: id, quantity: 1, unitInPaise: null, discountPercent: 0 },
            ]);
        }}
      />
    </Stack>
  );
}
