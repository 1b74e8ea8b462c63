// The product list's state: filters live in the address; the search text is also held here,
// so typing is never slowed or reordered by navigation, and is written to the address when
// the typing pauses. Back and Forward bring the address's search text back.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
import { afterNextPaint } from '../../lib/after-next-paint.ts';
import { readListState, writeListState, type ProductListState } from './product-query.ts';

/** How long typing must pause before the search is written to the address. */
export const ADDRESS_PAUSE_MS = 300;

/** Filters tapped, shown before the router has rendered the address they write. */
interface Chosen {
  filters: Partial<ProductListState>;
  address: string;
}

/**
 * The address as it is now. The router renders a navigation later (in a transition), so the
 * hook's own params can be one change behind when two changes come quickly; the live address
 * never is.
 */
const liveParams = () => new URLSearchParams(window.location.search);

export function useListState() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const fromAddress = readListState(params);
  const [search, setSearch] = useState(fromAddress.search);
  // A filter or sort tapped shows at once, and the address is written after that frame is
  // painted: the router renders a new address as a transition (the whole page, and on a
  // first tap beside the data layer starting), which React may start before the browser
  // paints, so the chip waited for the list (issue 29: INP). The choice gives way once the
  // router shows the address it writes: from then on the address says, Back included.
  const [chosen, setChosen] = useState<Chosen | null>(null);
  if (chosen !== null && params.toString() === chosen.address) setChosen(null);
  const [seenKey, setSeenKey] = useState(location.key);
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    if (navigationType === 'POP') {
      setSearch(fromAddress.search);
      setChosen(null);
    }
  }

  // The address follows the typing once it pauses: writing it re-renders the router (and
  // its scroll restoration) on every keystroke otherwise.
  useEffect(() => {
    const timer = setTimeout(() => {
      const current = readListState(liveParams());
      if (current.search === search) return;
      setParams(writeListState({ ...current, search }), {
        replace: true,
        preventScrollReset: true,
      });
    }, ADDRESS_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [search, setParams]);

  // `update` keeps one identity for the page's life, so the memoised filters skip rendering
  // on a keystroke; it reads the latest search text and setter through refs.
  const latest = useRef<{
    search: string;
    setParams: typeof setParams;
    /** The address a choice will write after the next paint (null: none waiting). */
    writing: URLSearchParams | null;
  }>({ search, setParams, writing: null });
  useEffect(() => {
    latest.current.search = search;
    latest.current.setParams = setParams;
  }, [search, setParams]);
  const update = useCallback((patch: Partial<ProductListState>) => {
    if (patch.search !== undefined) {
      latest.current.search = patch.search;
      setSearch(patch.search);
    }
    const { search: _text, ...filters } = patch;
    if (Object.keys(filters).length === 0) return;
    // Quick taps add up: each is written over the address as it will be, not as it is.
    const writing = latest.current.writing;
    const next = writeListState({
      ...readListState(writing ?? liveParams()),
      ...filters,
      search: latest.current.search,
    });
    latest.current.writing = next;
    setChosen((earlier) => ({ filters: { ...earlier?.filters, ...filters }, address: `${next}` }));
    if (writing) return;
    afterNextPaint(() => {
      const { writing: address, setParams: write } = latest.current;
      latest.current.writing = null;
      if (address) write(address, { replace: true, preventScrollReset: true });
    });
  }, []);

  const state: ProductListState = { ...fromAddress, ...chosen?.filters, search };
  return [state, update] as const;
}
