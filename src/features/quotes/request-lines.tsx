import { ActionIcon, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { t } from '../../i18n/index.ts';
import { formatInr, moqOf, unitPriceInPaise } from '../../lib/money.ts';
import { QUOTE_MAX_LINES, QUOTE_MAX_QUANTITY, type RequestedLine } from '../../lib/quotation.ts';
import { useProducts } from '../../../sync/products/hooks.ts';
import type { Product } from '../../../sync/products/model.ts';

interface Props {
  lines: RequestedLine[];
  onChange(lines: RequestedLine[]): void;
  error?: string;
}

/**
 * The products to quote for: each with its quantity (from the product's minimum order up) and
 * a remove button, and a picker to add another from the catalogue on this device.
 */
export function RequestLines({ lines, onChange, error }: Props) {
  const products = useProducts();
  const byId = useMemo(() => new Map(products.map((p) => [p.id, p])), [products]);
  const choices = useMemo(
    () =>
      products
        .filter((p) => !lines.some((l) => l.productId === p.id))
        .map((p) => ({ value: p.id, label: p.name })),
    [products, lines],
  );
  // A line asked for below the product's minimum order (an old link) starts at the minimum,
  // as the database would refuse it.
  useEffect(() => {
    const raised = lines.map((l) => {
      const product = byId.get(l.productId);
      return product && l.quantity < moqOf(product) ? { ...l, quantity: moqOf(product) } : l;
    });
    if (raised.some((l, i) => l !== lines[i])) onChange(raised);
  }, [byId, lines, onChange]);
  const setQuantity = (productId: string, quantity: number) =>
    onChange(lines.map((l) => (l.productId === productId ? { ...l, quantity } : l)));
  const remove = (productId: string) => onChange(lines.filter((l) => l.productId !== productId));
  const add = (productId: string | null) => {
    if (!productId) return;
    const product = byId.get(productId);
    onChange([...lines, { productId, quantity: product ? moqOf(product) : 1 }]);
  };

  return (
    <Stack gap="sm" data-testid="quote-lines">
      {lines.map((line) => (
        <LineRow
          key={line.productId}
          line={line}
          product={byId.get(line.productId)}
          onQuantity={(q) => setQuantity(line.productId, q)}
          onRemove={() => remove(line.productId)}
        />
      ))}
      {lines.length === 0 && (
        <Text fz="sm" c="dark.5">
          {t('No products yet: add the ones you need a price for.')}
        </Text>
      )}
      {error && (
        <Text fz="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
      {lines.length < QUOTE_MAX_LINES && (
        <Select
          label={t('Add a product')}
          placeholder={t('Search the catalogue')}
          searchable
          clearable
          value={null}
          data={choices}
          onChange={add}
          nothingFoundMessage={t('No product by that name')}
          data-testid="quote-add-product"
        />
      )}
    </Stack>
  );
}

function LineRow({
  line,
  product,
  onQuantity,
  onRemove,
}: {
  line: RequestedLine;
  product: Product | undefined;
  onQuantity(quantity: number): void;
  onRemove(): void;
}) {
  const moq = product ? moqOf(product) : 1;
  const name = product?.name ?? line.productId;
  return (
    <Group
      gap="sm"
      wrap="nowrap"
      align="flex-end"
      data-testid="quote-line"
      data-product={line.productId}
    >
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Text fw={600} fz="sm" lineClamp={2}>
          {name}
        </Text>
        <Text fz="xs" c="dark.5">
          {priceHint(product, line.quantity, moq)}
        </Text>
      </Stack>
      <NumberInput
        label={t('Quantity')}
        aria-label={t('Quantity of {name}', { name })}
        min={moq}
        max={QUOTE_MAX_QUANTITY}
        step={1}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="blur"
        value={line.quantity}
        onChange={(value) => onQuantity(typeof value === 'number' ? value : moq)}
        w={100}
      />
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        mb={2}
        onClick={onRemove}
        aria-label={t('Remove {name}', { name })}
      >
        ×
      </ActionIcon>
    </Group>
  );
}

/** The list or bulk price at this quantity (the order rule: what the quote starts from). */
function priceHint(product: Product | undefined, quantity: number, moq: number): string {
  if (!product) return t('Not in the catalogue on this device');
  const unit = unitPriceInPaise(product, quantity);
  if (unit === null) return t('Price on request');
  const bulk =
    product.bulkQty !== null && quantity >= product.bulkQty && unit !== product.priceInPaise;
  const price = formatInr(unit);
  const each = bulk ? t('{price} each (bulk price)', { price }) : t('{price} each', { price });
  return moq > 1 ? t('{each}, at least {moq}', { each, moq }) : each;
}
