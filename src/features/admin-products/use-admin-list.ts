// The admin product table's filters, kept in the address so a list can be shared and Back
// works. The search text is also held here so typing is never slowed by navigation.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  readAdminListState,
  writeAdminListState,
  type AdminListState,
} from '../../lib/admin-products.ts';

export function useAdminListState() {
  const [params, setParams] = useSearchParams();
  const fromAddress = readAdminListState(params);
  const [search, setSearch] = useState(fromAddress.search);
  const update = (patch: Partial<AdminListState>) => {
    if (patch.search !== undefined) setSearch(patch.search);
    const current = readAdminListState(new URLSearchParams(window.location.search));
    // Any filter change starts again on the first page.
    const next = { ...current, search, page: 1, ...patch };
    setParams(writeAdminListState(next), { replace: true, preventScrollReset: true });
  };
  return [{ ...fromAddress, search }, update] as const;
}
