import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { TOAST_LIMIT } from '../../lib/constants.ts';

/**
 * Where toasts show: inside the router, so a toast can hold a link. At most one
 * (docs/product.md#constants).
 */
export function Toasts() {
  return <Notifications limit={TOAST_LIMIT} position="top-center" zIndex={1000} />;
}
