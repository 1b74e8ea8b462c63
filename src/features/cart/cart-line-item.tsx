import { ActionIcon, Anchor, Box, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { cartEvent, trackEvent } from '../../lib/ecommerce.ts';
import { formatInr, lineTotals, type LineInput } from '../../lib/money.ts';
import { smallPicture } from '../../lib/picture-sources.ts';
import {
  fixingQuantity,
  lineProblemNote,
  priceChangeNote,
  type LineProblem,
} from '../../lib/cart-prices.ts';
import { tapCartQuantity, tapCartStep } from '../../../sync/cart/actions.ts';
import { useProduct } from '../../../sync/products/hooks.ts';
import type { CartLine } from '../../../sync/cart/model.ts';
import { stepDown, stepUp } from './cart-quantity.ts';
import { localizedName } from '../../lib/localized.ts';
import { locale, t } from '../../i18n/index.ts';

export interface CartLineItemProps {
  /** The line at the catalogue's prices of now. */
  line: CartLine;
  priced: LineInput;
  /** Its unit price when added, when the one of now differs. */
  changedFromInPaise: number | null;
  /** What keeps it from checkout as it is (null: nothing). */
  problem: LineProblem | null;
  /** A dealer member's line: the list price beside their price (null: a shopper's). */
  dealer?: { listPriceInPaise: number } | null;
}

/** The analytics event for a line taken out of the cart, at the price it had there. */
const removedLine = (line: CartLine, priced: LineInput) =>
  cartEvent([
    {
      product: { id: line.productId, name: line.name, priceInPaise: priced.unitPriceInPaise },
      quantity: line.quantity,
    },
  ]);

/**
 * One cart line: picture, name, unit price (and its change since added), − quantity +, remove,
 * the line's price, and what keeps it from checkout with the fix.
 */
export function CartLineItem({
  line,
  priced,
  changedFromInPaise,
  problem,
  dealer = null,
}: CartLineItemProps) {
  const { amountInPaise } = lineTotals(priced);
  const bulk = !dealer && priced.unitPriceInPaise < line.priceInPaise;
  // Written ahead at once: the line and the badge show the new quantity in the same frame.
  const set = (quantity: number) => {
    if (quantity <= 0) trackEvent('remove_from_cart', removedLine(line, priced));
    void tapCartQuantity(line.productId, quantity);
  };
  // From the quantity shown at the tap, not the last render (two quick taps count twice).
  const stepDownOnce = () => {
    if (tapCartStep(line.productId, (shown) => stepDown(shown, line.moq)) === 0) {
      trackEvent('remove_from_cart', removedLine(line, priced));
    }
  };
  const href = `/products/${encodeURIComponent(line.productId)}`;
  // The catalogue's live stock (the bundled one before it syncs); unknown for a product gone.
  const live = useProduct(line.productId);
  const stock = live?.stockQuantity ?? null;
  const atStock = stock !== null && line.quantity >= stock;
  const priceChange = priceChangeNote({ changedFromInPaise, priced }, t);
  const problemNote = lineProblemNote(problem, line.quantity, t);
  const fix = fixingQuantity(problem);
  return (
    <Group
      wrap="nowrap"
      align="flex-start"
      gap="sm"
      py="md"
      data-testid="cart-line"
      data-product-id={line.productId}
    >
      <Box w={{ base: 72, sm: 96 }} style={{ flexShrink: 0 }} bg="gray.0">
        <img
          src={line.image ? smallPicture(line.image) : '/icons/icon.svg'}
          alt=""
          width="100%"
          style={{ display: 'block', aspectRatio: '1 / 1', objectFit: 'contain', width: '100%' }}
        />
      </Box>
      <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
        <Anchor component={Link} to={href} c="dark.9" fw={600} fz="sm" lineClamp={2}>
          {localizedName({ name: line.name, nameHi: live?.nameHi }, locale())}
        </Anchor>
        <Text fz="xs" c="dark.5">
          {t('{price} each', { price: formatInr(priced.unitPriceInPaise) })}
          {bulk ? ` ${t('(bulk price)')}` : ''}
          {line.moq > 1 ? ` · ${t('minimum {moq}', { moq: line.moq })}` : ''}
        </Text>
        {dealer && (
          <Text fz="xs" c="blue.9" fw={600} data-testid="cart-line-dealer-price">
            {t('Your dealer price')} ·{' '}
            {t('List price {price}', { price: formatInr(dealer.listPriceInPaise) })}
          </Text>
        )}
        <Group gap="xs" wrap="wrap">
          <Group
            gap={0}
            wrap="nowrap"
            style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 8 }}
          >
            <ActionIcon
              variant="subtle"
              color="dark"
              size="lg"
              onClick={stepDownOnce}
              aria-label={t('Decrease quantity of {name}', { name: line.name })}
            >
              −
            </ActionIcon>
            <Text
              w={40}
              ta="center"
              fw={600}
              fz="sm"
              aria-live="polite"
              aria-label={t('Quantity {quantity}', { quantity: line.quantity })}
              data-testid="line-quantity"
            >
              {line.quantity}
            </Text>
            <ActionIcon
              variant="subtle"
              color="dark"
              size="lg"
              onClick={() => tapCartStep(line.productId, stepUp)}
              disabled={atStock}
              aria-label={t('Increase quantity of {name}', { name: line.name })}
            >
              +
            </ActionIcon>
          </Group>
          <Button
            variant="subtle"
            color="dark"
            size="compact-sm"
            style={{ flexShrink: 0 }}
            onClick={() => set(0)}
          >
            {t('Remove')}
          </Button>
        </Group>
        {priceChange && (
          <Text fz="xs" fw={600} c="orange.9" data-testid="cart-line-price-change">
            {priceChange}
          </Text>
        )}
        {problemNote && (
          <Group gap="xs" data-testid="cart-line-problem" data-problem={problem?.kind}>
            <Text fz="xs" fw={600} c="red.9" data-testid="cart-line-stock">
              {problemNote}
            </Text>
            {fix !== null && (
              <Button variant="light" color="red" size="compact-xs" onClick={() => set(fix)}>
                {t('Change to {stock}', { stock: fix })}
              </Button>
            )}
          </Group>
        )}
      </Stack>
      <Text fw={700} fz="sm" style={{ whiteSpace: 'nowrap' }} data-testid="line-amount">
        {formatInr(amountInPaise)}
      </Text>
    </Group>
  );
}
