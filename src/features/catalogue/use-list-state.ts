// The product list's state: filters live in the address; the search text is also held here,
// so typing is never slowed or reordered by navigation, and is written to the address when
// the typing pauses. Back and Forward bring the address's search text back.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
import { readListState, writeListState, type ProductListState } from './product-query.ts';

/** How long typing must pause before the search is written to the address. */
export const ADDRESS_PAUSE_MS = 300;

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
  // A filter or sort tapped shows at once: the router renders the new address as a
  // transition (the whole page, and on a first tap beside the data layer starting), so the
  // chosen chip waits for nothing. It gives way once the router has caught up with the
  // address (which the tap wrote at once): from then on the address says, Back included.
  const [chosen, setChosen] = useState<Partial<ProductListState> | null>(null);
  if (chosen !== null && liveParams().toString() === params.toString()) setChosen(null);
  const [seenKey, setSeenKey] = useState(location.key);
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    if (navigationType === 'POP') setSearch(fromAddress.search);
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
  const latest = useRef({ search, setParams });
  useEffect(() => {
    latest.current = { search, setParams };
  }, [search, setParams]);
  const update = useCallback((patch: Partial<ProductListState>) => {
    if (patch.search !== undefined) {
      latest.current.search = patch.search;
      setSearch(patch.search);
    }
    const { search: _text, ...filters } = patch;
    if (Object.keys(filters).length === 0) return;
    setChosen((earlier) => ({ ...earlier, ...filters }));
    const next = { ...readListState(liveParams()), ...filters, search: latest.current.search };
    latest.current.setParams(writeListState(next), { replace: true, preventScrollReset: true });
  }, []);

  const state: ProductListState = { ...fromAddress, ...chosen, search };
  return [state, update] as const;
}
