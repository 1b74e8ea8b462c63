import { JsonLd } from '../../ui/json-ld.tsx';
import { PageMeta } from '../../ui/page-meta.tsx';
import type { Product } from '../../../sync/products/model.ts';
import { productJsonLd } from './product-json-ld.ts';
import { SITE_ORIGIN } from '../../ui/site-origin.ts';
import { locale } from '../../i18n/index.ts';
import { pick } from '../../lib/localized.ts';

/** The product page's <title>, meta description and keywords, Open Graph and JSON-LD. */
export function ProductSeo({ product }: { product: Product }) {
  // The SEO texts are English only: a Hindi page's title and description are the Hindi name
  // and short description where given (the JSON-LD stays English).
  const hindi = locale() === 'hi';
  const title = pick(product.seoTitle ?? product.name, hindi ? product.nameHi : null);
  const description = pick(
    product.seoDescription ?? product.shortDescription ?? product.name,
    hindi ? product.shortDescriptionHi : null,
  );
  return (
    <>
      <PageMeta
        title={title}
        description={description}
        keywords={[...product.seoKeywords, ...product.geoKeywords]}
        image={product.images[0]}
        type="product"
      />
      <JsonLd data={productJsonLd(product, SITE_ORIGIN)} />
    </>
  );
}
