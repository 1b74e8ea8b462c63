// A list's filters kept in the address, so a filtered list can be shared and Back works. The
// search text is also held here, so typing never waits on navigation; the address (and the
// query that follows it) take each keystroke. Any change starts again on the first page.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * [what the controls show (the address with the typed search), what the address says, update];
 * `read` and `write` are the list's own rules (src/lib).
 */
export function useAddressFilter<F extends { search: string; page: number }>(
  read: (params: URLSearchParams) => F,
  write: (filter: F) => URLSearchParams,
) {
  const [params, setParams] = useSearchParams();
  const fromAddress = read(params);
  const [search, setSearch] = useState(fromAddress.search);
  const update = (patch: Partial<F>) => {
    if (patch.search !== undefined) setSearch(patch.search);
    const current = read(new URLSearchParams(window.location.search));
    const next = { ...current, search, page: 1, ...patch };
    setParams(write(next), { replace: true, preventScrollReset: true });
  };
  return [{ ...fromAddress, search }, fromAddress, update] as const;
}
