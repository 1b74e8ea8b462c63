// The user list's search and filters in the address, so a search can be shared and Back works.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readUserFilter, writeUserFilter, type UserFilter } from '../../lib/user-directory.ts';

export function useUserFilter() {
  const [params, setParams] = useSearchParams();
  const fromAddress = readUserFilter(params);
  // Typing is held here so the box never lags; the address (and the query) follow it.
  const [search, setSearch] = useState(fromAddress.search);
  const update = (patch: Partial<UserFilter>) => {
    if (patch.search !== undefined) setSearch(patch.search);
    const current = readUserFilter(new URLSearchParams(window.location.search));
    const next = { ...current, search, page: 1, ...patch };
    setParams(writeUserFilter(next), { replace: true, preventScrollReset: true });
  };
  return [{ ...fromAddress, search }, fromAddress, update] as const;
}
