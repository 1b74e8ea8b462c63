// The order desk's filters in the address, so a filtered list can be shared and Back works.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readOrderFilter, writeOrderFilter, type OrderDeskFilter } from '../../lib/order-desk.ts';

export function useOrderFilter() {
  const [params, setParams] = useSearchParams();
  const fromAddress = readOrderFilter(params);
  // Typing is held here; the address (and the server query) follow each keystroke.
  const [search, setSearch] = useState(fromAddress.search);
  const update = (patch: Partial<OrderDeskFilter>) => {
    if (patch.search !== undefined) setSearch(patch.search);
    const current = readOrderFilter(new URLSearchParams(window.location.search));
    const next = { ...current, search, page: 1, ...patch };
    setParams(writeOrderFilter(next), { replace: true, preventScrollReset: true });
  };
  return [{ ...fromAddress, search }, fromAddress, update] as const;
}
