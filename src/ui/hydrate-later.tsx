import { Suspense, type ReactNode } from 'react';

/**
 * Content below the first screenful of a pre-rendered page. A Suspense boundary makes React
 * hydrate its content after the rest, at low priority and in slices of a few milliseconds,
 * so a tap on the page above is answered in between instead of waiting for one long task.
 * Rendered on the device (a client navigation), it is plain content: nothing here suspends.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
