// One analytics event per mounted screen and key (a product page sends view_item once, again
// only for another product), however often it renders or its data refreshes.
import { useEffect, useRef } from 'react';
import { trackEvent, type EcommerceEvent } from '../lib/ecommerce.ts';

/** `params` null: not ready yet (still loading). */
export function useTrackOnce(
  name: EcommerceEvent,
  key: string,
  params: Record<string, unknown> | null,
): void {
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!params || sent.current === key) return;
    sent.current = key;
    trackEvent(name, params);
  }, [name, key, params]);
}
