import { Button, Group, NumberInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { moqOf } from '../../lib/money.ts';
import { addToCart } from '../../../sync/cart/actions.ts';
import type { Product } from '../../../sync/catalogue/model.ts';

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

/** The product page's quantity picker (from the MOQ up) and Add to Cart. */
export function AddToCart({ product }: AddToCartProps) {
  const moq = moqOf(product);
  const id = useId();
  const [quantity, setQuantity] = useState<number>(moq);
  const [busy, setBusy] = useState(false);
  const outOfStock = product.stockQuantity <= 0;
  const unpriced = product.priceInPaise === null;

  const add = async () => {
    setBusy(true);
    try {
      announce(product, await addToCart(product, Math.max(moq, quantity)));
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Group align="flex-end" gap="sm" wrap="nowrap">
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
        onClick={add}
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
