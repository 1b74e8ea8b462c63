// The kinds of shop a dealer may be, in words (the stored values are src/lib's SHOP_TYPES).
import { t } from '../../i18n/index.ts';
import type { ShopType } from '../../lib/dealer-application.ts';

export function shopTypeLabel(type: ShopType): string {
  switch (type) {
    case 'retail_counter':
      return t('Retail counter (sells to buyers)');
    case 'distributor':
      return t('Distributor (supplies other shops)');
    case 'service_centre':
      return t('Service centre (repairs and calibration)');
  }
}
