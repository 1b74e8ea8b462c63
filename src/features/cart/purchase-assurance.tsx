import { List } from '@mantine/core';
import {
  DELIVERY_TIME_ELSEWHERE,
  DELIVERY_TIME_METRO,
  WARRANTY_YEARS,
} from '../../lib/constants.ts';
import { formatInr } from '../../lib/money.ts';
import { useSiteSettings } from '../../../sync/site-settings/hooks.ts';

/** Under Add to Cart: delivery fee rule and times, warranty, payment and invoice. */
export function PurchaseAssurance() {
  const { deliveryFeeInPaise, freeDeliveryThresholdInPaise } = useSiteSettings();
  return (
    <List fz="sm" spacing={4} c="dark.6" mt="xs">
      <List.Item>
        Free delivery on orders of {formatInr(freeDeliveryThresholdInPaise)} or more;{' '}
        {formatInr(deliveryFeeInPaise)} below that.
      </List.Item>
      <List.Item>
        Delivered in {DELIVERY_TIME_METRO} in metros, {DELIVERY_TIME_ELSEWHERE} elsewhere.
      </List.Item>
      <List.Item>{WARRANTY_YEARS}-year warranty · cash on delivery or UPI · GST invoice.</List.Item>
    </List>
  );
}
