import { Badge, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { DealerPriceTag } from '../../ui/dealer-price-tag.tsx';
import { PriceTag } from '../../ui/price-tag.tsx';
import { RatingLine } from '../../ui/rating-line.tsx';
import { useDealerPrice } from '../../../sync/dealer-prices/hooks.ts';
import type { Product } from '../../../sync/products/model.ts';
import { stockLevel } from '../../lib/stock.ts';
import { useSiteSettings } from '../../../sync/site-settings/hooks.ts';
import { productPricing } from './product-pricing.ts';
import { CatalogueAction, CataloguePrice } from './catalogue-price.tsx';
import { t } from '../../i18n/index.ts';

const STOCK_COLORS = { in: 'green', low: 'orange', out: 'red' } as const;

export interface ProductBuyBoxProps {
  product: Product;
  /** The quantity picker and Add to Cart (the cart feature's, composed by the page). */
  purchase: ReactNode;
}

/** Name, rating, price with MRP and discount, GST note, bulk price, MOQ, stock, buy controls. */
export function ProductBuyBox({ product, purchase }: ProductBuyBoxProps) {
  const pricing = productPricing(product);
  const stock = stockLevel(product.stockQuantity, useSiteSettings().lowStockThreshold, t);
  const dealer = useDealerPrice(product.id);
  return (
    <Stack gap="sm">
      <Text fz="xs" c="dark.4" tt="uppercase" fw={700} lts={1}>
        {t(product.category)} · {t('Model {model}', { model: product.id.toUpperCase() })}
      </Text>
      <Text component="h1" fz={{ base: 24, sm: 30 }} fw={800} lh={1.2} m={0}>
        {product.name}
      </Text>
      <RatingLine rating={product.rating} reviews={product.reviews} size="md" />
      {pricing.priceInPaise !== null ? (
        <CataloguePrice>
          <Stack gap={2} data-testid="product-price">
            {dealer ? (
              <DealerPriceTag
                dealerPriceInPaise={dealer.dealerPriceInPaise}
                listPriceInPaise={pricing.priceInPaise}
                size="lg"
              />
            ) : (
              <PriceTag
                priceInPaise={pricing.priceInPaise}
                mrpInPaise={pricing.mrpInPaise}
                size="lg"
              />
            )}
            <Text fz="sm" c="dark.5">
              {pricing.gstNote}
              {product.hsnCode ? ` · HSN ${product.hsnCode}` : ''}
            </Text>
          </Stack>
        </CataloguePrice>
      ) : (
        <Text>{t('Price on request')}</Text>
      )}
      <Group gap="xs">
        {pricing.bulkOffer && (
          <Badge color="blue" variant="light" size="lg" radius="sm" tt="none">
            {t('Bulk: {offer}', { offer: pricing.bulkOffer })}
          </Badge>
        )}
        {pricing.moq > 1 && (
          <Badge color="orange" variant="light" size="lg" radius="sm" tt="none">
            {t('Minimum order: {moq}', { moq: pricing.moq })}
          </Badge>
        )}
        <Badge
          color={STOCK_COLORS[stock.state]}
          variant="light"
          size="lg"
          radius="sm"
          tt="none"
          data-testid="stock-status"
          data-stock={stock.state}
        >
          {stock.text}
        </Badge>
      </Group>
      {product.shortDescription && <Text c="dark.7">{product.shortDescription}</Text>}
      <CatalogueAction>{purchase}</CatalogueAction>
    </Stack>
  );
}
