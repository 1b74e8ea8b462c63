import { Alert, Button, Divider, Grid, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyState } from '../../ui/empty-state.tsx';
import { LinkButton } from '../../ui/link-button.tsx';
import { CartLineItem } from './cart-line-item.tsx';
import { CartSummary } from './cart-summary.tsx';
import { useCartSummary } from './use-cart-summary.ts';
import { t } from '../../i18n/index.ts';

/**
 * The cart screen: lines on the left (or on top on phones), the summary and checkout beside;
 * `alsoAction` goes under checkout (the page composes the quotation request there).
 */
export function CartView({ alsoAction }: { alsoAction?: ReactNode }) {
  const { lines, blocked } = useCartSummary();
  if (lines.length === 0) {
    return (
      <EmptyState
        title={t('Your cart is empty')}
        action={<LinkButton to="/products">{t('Browse products')}</LinkButton>}
      >
        {t('Add a laser, a distance meter or an accessory and it will wait here, even offline.')}
      </EmptyState>
    );
  }
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
        <Stack gap={0}>
          {lines.map((current, index) => (
            <div key={current.line.productId}>
              {index > 0 && <Divider />}
              <CartLineItem {...current} />
            </div>
          ))}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
        <Paper withBorder radius="md" p="md" pos="sticky" top={88}>
          <CartSummary>
            {blocked ? (
              <>
                <Alert color="red" variant="light" p="xs" mt="sm" data-testid="cart-blocked">
                  {t(
                    'Some items cannot be ordered as they are: fix the marked lines to check out.',
                  )}
                </Alert>
                <Button size="md" fullWidth disabled data-testid="checkout-button">
                  {t('Proceed to Checkout')}
                </Button>
              </>
            ) : (
              <LinkButton to="/checkout" size="md" fullWidth mt="sm" data-testid="checkout-button">
                {t('Proceed to Checkout')}
              </LinkButton>
            )}
            {alsoAction}
            <LinkButton to="/products" variant="subtle" fullWidth>
              {t('Continue shopping')}
            </LinkButton>
          </CartSummary>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
