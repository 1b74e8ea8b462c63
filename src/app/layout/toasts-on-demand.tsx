import { useNotifications } from '@mantine/notifications';
import { useState } from 'react';
import { lazyPart } from '../../ui/lazy-part.tsx';

const Toasts = lazyPart(async () => (await import('./toasts.tsx')).Toasts);

/**
 * Mounts the toasts' container (its code and styles) when the first toast is asked for: a
 * page that never shows one never loads it. Once mounted it stays, so toasts can leave.
 */
export function ToastsOnDemand() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  return needed ? <Toasts /> : null;
}
