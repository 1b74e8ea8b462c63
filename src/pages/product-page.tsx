import { Container } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { AddToCart } from '../features/cart/add-to-cart.tsx';
import { quickAddAction } from '../features/cart/quick-add.tsx';
import { PurchaseAssurance } from '../features/cart/purchase-assurance.tsx';
import { NotifyMe } from '../features/catalogue/notify-me.tsx';
import { ProductDetail } from '../features/catalogue/product-detail.tsx';
import { QuoteForProduct } from '../features/quotes/request-quote-links.tsx';

export function ProductPage() {
  const { productId } = useParams();
  return (
    <Container size="xl" py="lg">
      <ProductDetail
        productId={productId}
        renderPurchase={(product) => (
          <>
            <AddToCart
              key={product.id}
              product={product}
              below={(quantity) => <QuoteForProduct productId={product.id} quantity={quantity} />}
            />
            {product.stockQuantity <= 0 && (
              <NotifyMe key={`notify-${product.id}`} product={product} />
            )}
            <PurchaseAssurance />
          </>
        )}
        renderAction={quickAddAction}
      />
    </Container>
  );
}
