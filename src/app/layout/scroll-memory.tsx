// Where each page was scrolled, by history entry. A new page opens at the top (or at its
// #anchor); Back and Forward return to where the visitor left it; a change the page makes to
// its own address in place (a filter, a search: a replace) keeps the place. The first page of a load
// stays where the visitor already is: a pre-rendered page can be scrolled before it hydrates.
// A reload, or Back from another site, returns to the saved place of its entry.
import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Session storage: each history entry's scroll offset, kept across reloads of this tab. */
const STORAGE_KEY = 'mgrid:scroll-positions';
const KEPT_ENTRIES = 100;

function readPositions(): Map<string, number> {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as [string, number][];
    return new Map(saved.filter(([k, y]) => typeof k === 'string' && Number.isFinite(y)));
  } catch {
    return new Map();
  }
}

function savePositions(positions: Map<string, number>): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-KEPT_ENTRIES)));
  } catch {
    // Storage full or blocked: Back still works within this load.
  }
}

/** This document was loaded by a reload, or by Back/Forward from another site. */
function returnedTo(): boolean {
  const entry = performance.getEntriesByType?.('navigation')[0] as
    PerformanceNavigationTiming | undefined;
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

function scrollToHash(hash: string): boolean {
  const target =
    hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  target?.scrollIntoView();
  return target !== null;
}

/** How long a restored place is followed while the page below it is still growing. */
const RESTORE_FOLLOW_MS = 5000;
const VISITOR_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls to `y`. The page may not be that tall yet (its data, the cart's buttons, a banner
 * arrive after the first render): then the place is followed as the page grows, until it is
 * reached, the visitor scrolls, or a few seconds pass. Returns the stop.
 */
function restoreScroll(y: number): () => void {
  window.scrollTo(0, y);
  if (window.scrollY >= y - 1 || typeof ResizeObserver === 'undefined') return () => undefined;
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, y);
    if (window.scrollY >= y - 1) stop();
  });
  const timer = setTimeout(stop, RESTORE_FOLLOW_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of VISITOR_SCROLLS) window.removeEventListener(type, stop);
  }
  observer.observe(document.body);
  for (const type of VISITOR_SCROLLS) window.addEventListener(type, stop, { passive: true });
  return stop;
}

export function ScrollMemory() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number> | null>(null);
  const shown = useRef<{ key: string; pathname: string; search: string } | null>(null);

  // Once per load: the browser's own restoration off, and the offsets saved when the page
  // goes away (a reload or Back from another site reads them).
  useLayoutEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    const persist = () => positions.current && savePositions(positions.current);
    window.addEventListener('pagehide', persist);
    return () => window.removeEventListener('pagehide', persist);
  }, []);

  useLayoutEffect(() => {
    const saved = (positions.current ??= readPositions());
    const previous = shown.current;
    const { key, pathname, search, hash } = location;
    shown.current = { key, pathname, search };
    let stopRestoring: () => void = () => undefined;
    if (previous === null) {
      const y = saved.get(key);
      if (returnedTo() && y !== undefined && window.scrollY === 0) stopRestoring = restoreScroll(y);
    } else if (navigationType === 'POP') {
      stopRestoring = restoreScroll(saved.get(key) ?? 0);
    } else if (
      navigationType === 'PUSH'
        ? pathname !== previous.pathname || search !== previous.search
        : pathname !== previous.pathname
    ) {
      if (!scrollToHash(hash)) window.scrollTo(0, 0);
    }
    // Noted as the visitor scrolls: by the time a navigation renders, the old page is gone.
    const note = () => saved.set(key, window.scrollY);
    note();
    window.addEventListener('scroll', note, { passive: true });
    return () => {
      stopRestoring();
      window.removeEventListener('scroll', note);
    };
  }, [location, navigationType]);

  return null;
}
