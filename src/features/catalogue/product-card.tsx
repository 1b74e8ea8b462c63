import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isPopular } from '../../lib/catalogue.ts';
import { stockLevel } from '../../lib/stock.ts';
import { DealerPriceTag } from '../../ui/dealer-price-tag.tsx';
import { PriceTag } from '../../ui/price-tag.tsx';
import { ProductImage } from '../../ui/product-image.tsx';
import { RatingLine } from '../../ui/rating-line.tsx';
import { useDealerPrice } from '../../../sync/dealer-prices/hooks.ts';
import type { Product } from '../../../sync/products/model.ts';
import { useSiteSettings } from '../../../sync/site-settings/hooks.ts';
import { BestSellerRibbon } from './best-seller-ribbon.tsx';
import { CatalogueAction, CataloguePrice } from './catalogue-price.tsx';
import { localizedName } from '../../lib/localized.ts';
import './product-card.css';
import { locale, t } from '../../i18n/index.ts';

export interface ProductCardProps {
  product: Product;
  /** A slot for the page to add an action (e.g. Add to Cart from the cart feature). */
  action?: ReactNode;
  eager?: boolean;
  /** See ProductImage: the list's first row. */
  priority?: boolean;
}

/** Plain elements and a stylesheet rather than Mantine components: see product-card.css. */
export function ProductCard({ product, action, eager, priority }: ProductCardProps) {
  const href = `/products/${encodeURIComponent(product.id)}`;
  const stock = stockLevel(product.stockQuantity, useSiteSettings().lowStockThreshold, t);
  // A signed-in dealer member's price (null for everyone else: the card as it always was).
  const dealer = useDealerPrice(product.id);
  return (
    <div className="product-card" data-testid="product-card">
      <div className="product-card__media">
        {isPopular(product) && <BestSellerRibbon />}
        <Link to={href} tabIndex={-1} aria-hidden>
          <ProductImage src={product.images[0]} alt="" eager={eager} priority={priority} />
        </Link>
      </div>
      <div className="product-card__body">
        <p className="product-card__category">{t(product.category)}</p>
        <Link to={href} className="product-card__name mantine-focus-auto">
          {localizedName(product, locale())}
        </Link>
        <RatingLine rating={product.rating} reviews={product.reviews} size="xs" />
        {product.moq > 1 && (
          <p className="product-card__note">{t('Minimum order: {moq}', { moq: product.moq })}</p>
        )}
        <div className="product-card__price">
          {product.priceInPaise !== null ? (
            <CataloguePrice>
              {dealer ? (
                <DealerPriceTag
                  dealerPriceInPaise={dealer.dealerPriceInPaise}
                  listPriceInPaise={product.priceInPaise}
                  priceInclusive={product.priceInclusive}
                />
              ) : (
                <PriceTag
                  priceInPaise={product.priceInPaise}
                  mrpInPaise={product.mrpInPaise}
                  priceInclusive={product.priceInclusive}
                />
              )}
            </CataloguePrice>
          ) : (
            t('Price on request')
          )}
        </div>
        {/* Always one line, so a card never grows when the live stock replaces the bundled. */}
        <p className="product-card__stock" data-stock={stock.state} data-testid="card-stock">
          {stock.text}
        </p>
        {action && <CatalogueAction>{action}</CatalogueAction>}
      </div>
    </div>
  );
}
