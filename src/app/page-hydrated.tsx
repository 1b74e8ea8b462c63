// When the route's page has hydrated. React hydrates the page (inside the layout's Suspense
// boundary) in a later pass than the layout around it: until then the page's controls show
// but React is not attached to them, and a choice made there (a sort picked in the list) is
// put back to the pre-rendered value when React hydrates the control. The early script holds
// and notes what is done to the page until this resolves (src/app/boot.tsx,
// src/app/early-input.ts).
import { useEffect } from 'react';

let markPageHydrated: () => void = () => undefined;
const pageHydrated = new Promise<void>((resolve) => (markPageHydrated = resolve));

export function whenPageHydrated(): Promise<void> {
  return pageHydrated;
}

/** Rendered last inside the page's boundary: its effect runs when the page has committed. */
export function PageHydrated(): null {
  useEffect(() => markPageHydrated(), []);
  return null;
}
