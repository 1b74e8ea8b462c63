import { Button, Group, NumberInput, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { cartEvent, trackEvent } from '../../lib/ecommerce.ts';
import { moqOf } from '../../lib/money.ts';
import { earlyCartProduct, tapAddToCart } from '../../../sync/cart/actions.ts';
import { EARLY_ADD_ATTRIBUTE, EARLY_QUANTITY_ATTRIBUTE } from '../../lib/early-input.ts';
import { announceAddFailed, announceAdded, type AddToCartProps } from './cart-announce.tsx';
import { useInCart } from './use-cart-count.ts';
import { STICKY_BUY_BAR_HEIGHT, StickyBuyBar } from './sticky-buy-bar.tsx';
import { t } from '../../i18n/index.ts';

/** Whether `target` has scrolled up out of view (not: not yet reached). */
function useScrolledPast(target: RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const check = () => {
      const box = target.current?.getBoundingClientRect();
      setPast(box !== undefined && box.bottom < 0);
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [target, enabled]);
  return enabled && past;
}

/**
 * The product page's quantity picker (from the MOQ up) and Add to Cart; on a phone, once they
 * scroll away, a bar at the bottom with the price, Add to Cart and Buy now.
 */
export function AddToCart({
  product,
  below,
}: AddToCartProps & {
  /** Under the controls, for the chosen quantity (the page's "Request a quotation"). */
  below?: (quantity: number) => ReactNode;
}) {
  const moq = moqOf(product);
  const id = useId();
  const navigate = useNavigate();
  const [quantity, setQuantity] = useState<number>(moq);
  const inCart = useInCart(product.id);
  const outOfStock = product.stockQuantity <= 0;
  const unpriced = product.priceInPaise === null;
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const controls = useRef<HTMLDivElement>(null);
  const showBar = useScrolledPast(controls, phone && !outOfStock && !unpriced);

  // The page keeps the bar's height free at its end, so nothing stays hidden behind it.
  useEffect(() => {
    if (!showBar) return;
    document.body.style.paddingBottom = `${STICKY_BUY_BAR_HEIGHT}px`;
    return () => {
      document.body.style.paddingBottom = '';
    };
  }, [showBar]);

  // Written ahead at once: the button and the badge show it in the same frame.
  const add = (): boolean => {
    try {
      announceAdded(product, tapAddToCart(product, Math.max(moq, quantity)));
      trackEvent('add_to_cart', cartEvent([{ product, quantity: Math.max(moq, quantity) }]));
      return true;
    } catch (error) {
      announceAddFailed(error);
      return false;
    }
  };
  const buyNow = () => {
    if (add()) navigate('/checkout');
  };

  const picker = (
    <Group align="flex-end" gap="sm" wrap="nowrap" ref={controls}>
      {showBar && (
        <StickyBuyBar
          product={product}
          quantity={Math.max(moq, quantity)}
          inCart={inCart}
          onAdd={add}
          onBuyNow={buyNow}
        />
      )}
      <NumberInput
        id={id}
        label={t('Quantity')}
        min={moq}
        max={Math.max(moq, Math.min(10_000, product.stockQuantity))}
        step={1}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="blur"
        value={quantity}
        onChange={(value) => setQuantity(typeof value === 'number' ? value : moq)}
        onBlur={() => setQuantity((q) => Math.max(moq, q || moq))}
        w={110}
        size="md"
        data-testid="quantity-input"
      />
      <Button
        size="md"
        onClick={add}
        disabled={outOfStock || unpriced}
        style={{ flex: 1 }}
        data-testid="add-to-cart"
        data-in-cart={inCart}
        {...{ [EARLY_ADD_ATTRIBUTE]: earlyCartProduct(product), [EARLY_QUANTITY_ATTRIBUTE]: id }}
      >
        {outOfStock
          ? t('Out of stock')
          : inCart > 0
            ? t('Add to Cart ({inCart} in cart)', { inCart })
            : t('Add to Cart')}
      </Button>
    </Group>
  );
  if (!below) return picker;
  return (
    <Stack gap="xs">
      {picker}
      {below(Math.max(moq, quantity))}
    </Stack>
  );
}
