// An order's tax invoice and credit note (public.get_order_documents): read online when its
// page shows it, as the database issued them. Staff, the signed-in owner and whoever holds a
// guest order's id may read them.
import { useEffect, useState } from 'react';
import type { TaxDocument } from '../../src/lib/tax-document.ts';
import { startedSync } from '../engine/app-sync.ts';
import type { Sync } from '../engine/runtime.ts';
import { runtimeOf } from '../engine/runtime-of.ts';
import { useAppSync } from '../engine/use-store.ts';

/** The order's documents, oldest first; [] before confirmation, offline or when refused. */
export async function orderDocuments(id: string, given?: Sync): Promise<TaxDocument[]> {
  const runtime = runtimeOf(given ?? (await startedSync()));
  if (!runtime.client) return [];
  const { data, error } = await runtime.client
    .rpc('get_order_documents', { order_id: id })
    .retry(false);
  if (error || !Array.isArray(data)) return [];
  return data as unknown as TaxDocument[];
}

/**
 * The order's documents, read again whenever `version` changes (pass what shows a new one may
 * exist: the order's status), and when the browser comes back online.
 */
export function useOrderDocuments(id: string | undefined, version: unknown): TaxDocument[] {
  const sync = useAppSync();
  const [documents, setDocuments] = useState<{ id?: string; list: TaxDocument[] }>({ list: [] });
  useEffect(() => {
    if (!sync || !id) return;
    let live = true;
    const read = () =>
      void orderDocuments(id, sync).then((list) => {
        // Offline keeps what was read; an answer replaces it.
        if (live && (list.length > 0 || navigator.onLine)) setDocuments({ id, list });
      });
    read();
    window.addEventListener('online', read);
    return () => {
      live = false;
      window.removeEventListener('online', read);
    };
  }, [sync, id, version]);
  return documents.id === id ? documents.list : [];
}
