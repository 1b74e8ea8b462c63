import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { addToCart } from '../../../sync/cart/actions.ts';
import { useProduct } from '../../../sync/products/hooks.ts';
import { useService } from '../../../sync/services/hooks.ts';
import { formatInr } from '../../lib/money.ts';
import { ProductImage } from '../../ui/product-image.tsx';
import { t } from '../../i18n/index.ts';

/** A product in a reply: image, name, price, "View" and "Add to Cart" (at least the MOQ). */
export function ChatProductCard({ id, onNavigate }: { id: string; onNavigate: () => void }) {
  const product = useProduct(id);
  const [note, setNote] = useState<string | null>(null);
  if (!product) return null;
  const add = async () => {
    try {
      const quantity = await addToCart(product, product.moq);
      setNote(t('Added to cart ({quantity} in cart).', { quantity }));
    } catch (error) {
      setNote((error as Error).message);
    }
  };
  return (
    <Paper withBorder radius="md" p="xs" data-testid="chat-product-card">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <div style={{ width: 64, flexShrink: 0 }}>
          <ProductImage src={product.images[0]} alt={product.name} radius="sm" sizes="64px" />
        </div>
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fz="sm" fw={700} lineClamp={2}>
            {product.name}
          </Text>
          <Text fz="sm" fw={700} c="mgrid.8">
            {product.priceInPaise === null
              ? t('Price on request')
              : formatInr(product.priceInPaise)}
          </Text>
          {product.moq > 1 && (
            <Text fz="xs" c="dark.5">
              {t('Minimum order: {moq}', { moq: product.moq })}
            </Text>
          )}
          <Group gap={6}>
            <Button
              size="compact-xs"
              variant="default"
              component={Link}
              to={`/products/${product.id}`}
              onClick={onNavigate}
              aria-label={t('View {name}', { name: product.name })}
            >
              {t('View')}
            </Button>
            <Button
              size="compact-xs"
              onClick={() => void add()}
              disabled={product.priceInPaise === null}
              aria-label={t('Add {name} to cart', { name: product.name })}
            >
              {t('Add to Cart')}
            </Button>
          </Group>
          {note && (
            <Text fz="xs" role="status">
              {note}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

/** A service in a reply: name, summary, "View Details" and "Contact" (opens the form). */
export function ChatServiceCard(props: {
  id: string;
  onNavigate: () => void;
  onContact: () => void;
}) {
  const service = useService(props.id);
  if (!service) return null;
  return (
    <Paper withBorder radius="md" p="xs" data-testid="chat-service-card">
      <Stack gap={4}>
        <Text fz="sm" fw={700}>
          {service.name}
        </Text>
        {service.shortDescription && (
          <Text fz="xs" c="dark.6" lineClamp={3}>
            {service.shortDescription}
          </Text>
        )}
        <Group gap={6}>
          <Button
            size="compact-xs"
            variant="default"
            component={Link}
            to={`/services/${service.id}`}
            onClick={props.onNavigate}
            aria-label={t('View details of {name}', { name: service.name })}
          >
            {t('View Details')}
          </Button>
          <Button size="compact-xs" onClick={props.onContact}>
            {t('Contact')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
