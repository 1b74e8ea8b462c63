// A pre-rendered page is painted before React hydrates it, and a visitor may start scrolling
// in between. When hydration commits, the router's ScrollRestoration treats the first page as
// a fresh navigation and scrolls to the top, throwing them back. This notes where the visitor
// had scrolled before that, and puts the page back in the same commit (before any paint).
import { useLayoutEffect } from 'react';

let scrolledTo = 0;
const note = () => (scrolledTo = window.scrollY);
if (typeof window !== 'undefined') window.addEventListener('scroll', note, { passive: true });

/** Render right after <ScrollRestoration />: its layout effect runs after the router's. */
export function KeepFirstScroll() {
  useLayoutEffect(() => {
    window.removeEventListener('scroll', note);
    // The reset's own scroll event has not been dispatched yet: scrolledTo is the visitor's.
    if (scrolledTo > 0 && window.scrollY === 0) window.scrollTo(0, scrolledTo);
  }, []);
  return null;
}
