import { formatInr, gstShortNote } from '../lib/money.ts';
import './price-tag.css';
import { t } from '../i18n/index.ts';

export interface DealerPriceTagProps {
  dealerPriceInPaise: number;
  listPriceInPaise: number;
  size?: 'sm' | 'lg';
  priceInclusive?: boolean;
}

/**
 * A signed-in dealer member's price: "Your dealer price", the price, and the list price beside
 * it, struck through when it is higher. Plain elements, as PriceTag (cards render many).
 */
export function DealerPriceTag({
  dealerPriceInPaise,
  listPriceInPaise,
  size = 'sm',
  priceInclusive,
}: DealerPriceTagProps) {
  return (
    <div className="price-tag" data-size={size} data-testid="dealer-price">
      <span className="price-tag__note price-tag__dealer">{t('Your dealer price')}</span>
      <span className="price-tag__price" data-testid="dealer-price-value">
        {formatInr(dealerPriceInPaise)}
      </span>
      {priceInclusive !== undefined && (
        <span className="price-tag__note">{gstShortNote(priceInclusive, t)}</span>
      )}
      <span className="price-tag__note" data-testid="dealer-list-price">
        {t('List price {price}', { price: formatInr(listPriceInPaise) })}
      </span>
    </div>
  );
}
