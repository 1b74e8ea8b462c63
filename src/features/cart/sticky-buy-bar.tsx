import { Box, Button, Group, Paper, Text } from '@mantine/core';
import { formatInr, gstShortNote } from '../../lib/money.ts';
import type { Product } from '../../../sync/products/model.ts';
import { t } from '../../i18n/index.ts';

export interface StickyBuyBarProps {
  product: Product;
  quantity: number;
  /** Units of it in the cart already (0: none). */
  inCart: number;
  onAdd: () => void;
  onBuyNow: () => void;
}

/** Height the page keeps free below its content while the bar shows (so the footer is not hidden). */
export const STICKY_BUY_BAR_HEIGHT = 72;

/**
 * The phone's bottom bar once the main Add to Cart has scrolled away: the price and the two
 * actions, within thumb reach. The page shows it only on phones (see AddToCart).
 */
export function StickyBuyBar({ product, quantity, inCart, onAdd, onBuyNow }: StickyBuyBarProps) {
  if (product.priceInPaise === null) return null;
  return (
    <Paper
      component="aside"
      aria-label={t('Buy this product')}
      shadow="md"
      radius={0}
      px="md"
      py="sm"
      data-testid="sticky-buy-bar"
      style={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        // Above the floating chat button (200): the issue wants it hidden where this bar
        // takes the bottom; its own rewrite may hide it outright (noted for the lead).
        zIndex: 201,
        minHeight: STICKY_BUY_BAR_HEIGHT,
        borderTop: '1px solid var(--mantine-color-gray-3)',
      }}
    >
      <Group gap="sm" wrap="nowrap" justify="space-between">
        <Box style={{ minWidth: 0 }}>
          <Text fw={700} fz="lg" lh={1.2} data-testid="sticky-price">
            {formatInr(product.priceInPaise)}
          </Text>
          <Text fz="xs" c="dark.5" lh={1.2}>
            {gstShortNote(product.priceInclusive, t)}
            {quantity > 1 ? ` · ${t('{quantity} pcs', { quantity })}` : ''}
          </Text>
        </Box>
        <Group gap={8} wrap="nowrap">
          <Button
            variant="light"
            onClick={onAdd}
            data-testid="sticky-add-to-cart"
            data-in-cart={inCart}
          >
            {inCart > 0 ? t('Add ({inCart} in cart)', { inCart }) : t('Add to Cart')}
          </Button>
          <Button onClick={onBuyNow} data-testid="sticky-buy-now">
            {t('Buy now')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
