import { Button, Group, NumberInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { moqOf } from '../../lib/money.ts';
import { addToCart } from '../../../sync/cart/actions.ts';
import type { Product } from '../../../sync/catalogue/model.ts';
import { STICKY_BUY_BAR_HEIGHT, StickyBuyBar } from './sticky-buy-bar.tsx';

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

function announce(product: Product, quantity: number) {
  notifications.show({
    id: 'cart',
    color: 'green',
    title: 'Added to cart',
    message: (
      <>
        {product.name} — {quantity} in your cart.{' '}
        <Link to="/cart" onClick={() => notifications.hide('cart')}>
          View cart
        </Link>
      </>
    ),
  });
}

function failed(error: unknown) {
  notifications.show({
    id: 'cart',
    color: 'red',
    title: 'Could not add to cart',
    message: error instanceof Error ? error.message : 'Please try again.',
  });
}

export interface AddToCartProps {
  product: Product;
}

/**
 * The product page's quantity picker (from the MOQ up) and Add to Cart; on a phone, once they
 * scroll away, a bar at the bottom with the price, Add to Cart and Buy now.
 */
export function AddToCart({ product }: AddToCartProps) {
  const moq = moqOf(product);
  const id = useId();
  const navigate = useNavigate();
  const [quantity, setQuantity] = useState<number>(moq);
  const [busy, setBusy] = useState(false);
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

  const add = async (): Promise<boolean> => {
    setBusy(true);
    try {
      announce(product, await addToCart(product, Math.max(moq, quantity)));
      return true;
    } catch (error) {
      failed(error);
      return false;
    } finally {
      setBusy(false);
    }
  };
  const buyNow = async () => {
    if (await add()) navigate('/checkout');
  };

  return (
    <Group align="flex-end" gap="sm" wrap="nowrap" ref={controls}>
      {showBar && (
        <StickyBuyBar
          product={product}
          quantity={Math.max(moq, quantity)}
          busy={busy}
          onAdd={() => void add()}
          onBuyNow={() => void buyNow()}
        />
      )}
      <NumberInput
        id={id}
        label="Quantity"
        min={moq}
        max={10_000}
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
        onClick={() => void add()}
        loading={busy}
        disabled={outOfStock || unpriced}
        style={{ flex: 1 }}
        data-testid="add-to-cart"
      >
        {outOfStock ? 'Out of stock' : 'Add to Cart'}
      </Button>
    </Group>
  );
}

/** A one-tap Add to Cart for product cards: adds the minimum order quantity. */
export function QuickAddToCart({ product }: AddToCartProps) {
  const [busy, setBusy] = useState(false);
  if (product.priceInPaise === null || product.stockQuantity <= 0) return null;
  const add = async () => {
    setBusy(true);
    try {
      announce(product, await addToCart(product, moqOf(product)));
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="light"
      size="xs"
      fullWidth
      onClick={add}
      loading={busy}
      aria-label={`Add to Cart: ${product.name}`}
    >
      Add to Cart
    </Button>
  );
}

/**
 * A product card's action (the grids' `renderAction`): one function for the app's life, so
 * memoised cards skip rendering when the page around them renders again.
 */
export const quickAddAction = (product: Product) => <QuickAddToCart product={product} />;
