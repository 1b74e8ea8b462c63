// The leads desk's filters in the address, so a filtered list can be shared and Back works.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readLeadFilter, writeLeadFilter, type LeadDeskFilter } from '../../lib/lead-desk.ts';

export function useLeadFilter() {
  const [params, setParams] = useSearchParams();
  const fromAddress = readLeadFilter(params);
  // Typing is held here; the address (and the server query) follow each keystroke.
  const [search, setSearch] = useState(fromAddress.search);
  const update = (patch: Partial<LeadDeskFilter>) => {
    if (patch.search !== undefined) setSearch(patch.search);
    const current = readLeadFilter(new URLSearchParams(window.location.search));
    const next = { ...current, search, page: 1, ...patch };
    setParams(writeLeadFilter(next), { replace: true, preventScrollReset: true });
  };
  return [{ ...fromAddress, search }, fromAddress, update] as const;
}
