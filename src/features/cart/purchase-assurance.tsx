import { List } from '@mantine/core';
import {
  DELIVERY_TIME_ELSEWHERE,
  DELIVERY_TIME_METRO,
  WARRANTY_YEARS,
} from '../../lib/constants.ts';
import { formatInr } from '../../lib/money.ts';
import { useSiteSettings } from '../../../sync/site-settings/hooks.ts';
import { t } from '../../i18n/index.ts';

/** Under Add to Cart: delivery fee rule and times, warranty, payment and invoice. */
export function PurchaseAssurance() {
  const { deliveryFeeInPaise, freeDeliveryThresholdInPaise } = useSiteSettings();
  return (
    <List fz="sm" spacing={4} c="dark.6" mt="xs">
      <List.Item>
        {t('Free delivery on orders of {threshold} or more; {fee} below that.', {
          threshold: formatInr(freeDeliveryThresholdInPaise),
          fee: formatInr(deliveryFeeInPaise),
        })}
      </List.Item>
      <List.Item>
        {t('Delivered in {metro} in metros, {elsewhere} elsewhere.', {
          metro: t(DELIVERY_TIME_METRO),
          elsewhere: t(DELIVERY_TIME_ELSEWHERE),
        })}
      </List.Item>
      <List.Item>
        {t('{years}-year warranty · cash on delivery or UPI · GST invoice.', {
          years: WARRANTY_YEARS,
        })}
      </List.Item>
    </List>
  );
}
