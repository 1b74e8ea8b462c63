import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';
import { compareSpecifications } from '../../lib/product-companions.ts';
import { formatInr } from '../../lib/money.ts';
import { CataloguePrice } from './catalogue-price.tsx';
import type { Product } from '../../../sync/products/model.ts';
import { t } from '../../i18n/index.ts';

/**
 * This product's specifications beside the next model down and up (whichever exist), as a
 * plain table (src/ui/data-table.css).
 */
export function SpecComparison({ products }: { products: readonly Product[] }) {
  const rows = compareSpecifications(products.map((p) => p.specifications));
  return (
    <div
      role="region"
      aria-label={t('Specifications compared')}
      tabIndex={0}
      style={{ overflowX: 'auto' }}
      data-testid="spec-comparison"
    >
      <table className="data-table" style={{ minWidth: products.length * 120 }}>
        <thead>
          <tr>
            <th scope="col">{t('Model')}</th>
            {products.map((p, index) => (
              <th key={p.id} scope="col">
                {index === 0 ? (
                  t('{model} (this)', { model: p.id.toUpperCase() })
                ) : (
                  <Anchor component={Link} to={`/products/${p.id}`} fz="sm" fw={700}>
                    {p.id.toUpperCase()}
                  </Anchor>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t('Price')}</th>
            {products.map((p) => (
              <td key={p.id}>
                {p.priceInPaise === null ? (
                  t('On request')
                ) : (
                  <CataloguePrice>{formatInr(p.priceInPaise)}</CataloguePrice>
                )}
              </td>
            ))}
          </tr>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row">{row.name}</th>
              {row.values.map((value, index) => (
                <td key={products[index]!.id}>{value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
