import { JsonLd } from '../../ui/json-ld.tsx';
import { PageMeta } from '../../ui/page-meta.tsx';
import type { Product } from '../../../sync/products/model.ts';
import { productJsonLd } from './product-json-ld.ts';
import { SITE_ORIGIN } from '../../ui/site-origin.ts';

/** The product page's <title>, meta description and keywords, Open Graph and JSON-LD. */
export function ProductSeo({ product }: { product: Product }) {
  return (
    <>
      <PageMeta
        title={product.seoTitle ?? product.name}
        description={product.seoDescription ?? product.shortDescription ?? product.name}
        keywords={[...product.seoKeywords, ...product.geoKeywords]}
        image={product.images[0]}
        type="product"
      />
      <JsonLd data={productJsonLd(product, SITE_ORIGIN)} />
    </>
  );
}
