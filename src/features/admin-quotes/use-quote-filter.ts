// The quote desk's filter in the address, so a filtered list can be shared and Back works.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readQuoteFilter, writeQuoteFilter, type QuoteDeskFilter } from '../../lib/quote-desk.ts';

export function useQuoteFilter() {
  const [params, setParams] = useSearchParams();
  const fromAddress = readQuoteFilter(params);
  // Typing is held here; the address (and the server query) follow each keystroke.
  const [search, setSearch] = useState(fromAddress.search);
  const update = (patch: Partial<QuoteDeskFilter>) => {
    if (patch.search !== undefined) setSearch(patch.search);
    const current = readQuoteFilter(new URLSearchParams(window.location.search));
    const next = { ...current, search, page: 1, ...patch };
    setParams(writeQuoteFilter(next), { replace: true, preventScrollReset: true });
  };
  return [{ ...fromAddress, search }, fromAddress, update] as const;
}
