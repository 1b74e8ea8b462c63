import { Badge, VisuallyHidden } from '@mantine/core';
import { discountPercent, formatInr, gstShortNote } from '../lib/money.ts';
import './price-tag.css';
import { t } from '../i18n/index.ts';

export interface PriceTagProps {
  priceInPaise: number;
  mrpInPaise?: number | null;
  size?: 'sm' | 'lg';
  /** Says "incl. GST" or "+ GST" beside the price (left out where a fuller note follows). */
  priceInclusive?: boolean;
}

/** The selling price, the MRP struck through when it is higher, and the discount in percent. */
export function PriceTag({ priceInPaise, mrpInPaise, size = 'sm', priceInclusive }: PriceTagProps) {
  const off = discountPercent(priceInPaise, mrpInPaise);
  return (
    <div className="price-tag" data-size={size} data-discount={off}>
      <span className="price-tag__price">{formatInr(priceInPaise)}</span>
      {priceInclusive !== undefined && (
        <span className="price-tag__note" data-testid="gst-note">
          {gstShortNote(priceInclusive, t)}
        </span>
      )}
      {off > 0 && mrpInPaise != null && (
        <>
          <span className="price-tag__mrp">
            <VisuallyHidden>{t('MRP')} </VisuallyHidden>
            {formatInr(mrpInPaise)}
          </span>
          <Badge color="green" variant="light" size={size === 'lg' ? 'lg' : 'sm'}>
            {t('{off}% off', { off })}
          </Badge>
        </>
      )}
    </div>
  );
}
