// schema.org Product structured data for a product page: an INR Offer with availability and
// the aggregate rating, so search engines can show price and stars.
import { CURRENCY_CODE } from '../../lib/constants.ts';
import type { Product } from '../../../sync/products/model.ts';

/** Rupees with two decimals, as schema.org prices are written ("12999.00"). */
function rupees(paise: number): string {
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

export function productJsonLd(product: Product, origin: string): Record<string, unknown> {
  const url = `${origin}/products/${encodeURIComponent(product.id)}`;
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': url,
    name: product.name,
    sku: product.id,
    brand: { '@type': 'Brand', name: 'MGRID' },
    category: product.category,
    description: product.seoDescription ?? product.shortDescription ?? product.name,
    // Relative while pre-rendering (origin ''), absolute once the page knows where it is.
    image: product.images.map((image) => (origin ? new URL(image, origin).toString() : image)),
    url,
  };
  if (product.priceInPaise !== null) {
    data.offers = {
      '@type': 'Offer',
      url,
      priceCurrency: CURRENCY_CODE,
      price: rupees(product.priceInPaise),
      availability:
        product.stockQuantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: 'MGRID' },
    };
  }
  if (product.rating !== null && product.reviews > 0) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: product.rating,
      reviewCount: product.reviews,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return data;
}
