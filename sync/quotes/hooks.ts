// A buyer's quotations as React reads them: one quote by its link (the copy this device last
// read at once, then the server's, read again when the connection returns or the tab regains
// focus), the account's list, and where a request saved on this device stands.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useAppSync } from '../engine/use-store.ts';
import { useRemote, type Remote } from '../engine/use-remote.ts';
import { useLeads } from '../leads/hooks.ts';
import type { SyncState } from '../leads/model.ts';
import { useSession } from '../session/hooks.ts';
import { cachedQuote } from './cache.ts';
import { QuoteError, readMyQuotes, readQuote } from './actions.ts';
import type { QuoteCopy, QuoteSummary } from './model.ts';

export interface QuoteState {
  /** The quote as last read (now, or earlier on this device); null before or when none. */
  copy: QuoteCopy | null;
  /** Until the first server answer (or failure). */
  loading: boolean;
  /** The server said there is no such quote. */
  missing: boolean;
  /** The last read could not reach the server: what shows is the copy from `copy.readAt`. */
  offline: boolean;
  error: string | null;
  reload(): void;
}

export function useQuote(token: string | undefined): QuoteState {
  const sync = useAppSync();
  const [state, setState] = useState(() => ({
    token,
    copy: token ? cachedQuote(token) : null,
    loading: true,
    missing: false,
    offline: false,
    error: null as string | null,
  }));
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  if (state.token !== token) {
    setState({
      token,
      copy: token ? cachedQuote(token) : null,
      loading: true,
      missing: false,
      offline: false,
      error: null,
    });
  }
  useEffect(() => {
    if (!sync || !token) return;
    let live = true;
    readQuote(token, sync).then(
      (copy) =>
        live &&
        setState((s) => ({
          ...s,
          copy: copy ?? s.copy,
          missing: copy === null,
          loading: false,
          offline: false,
          error: null,
        })),
      (error: unknown) =>
        live &&
        setState((s) => ({
          ...s,
          loading: false,
          offline: error instanceof QuoteError && error.offline,
          error: error instanceof Error ? error.message : String(error),
        })),
    );
    return () => {
      live = false;
    };
  }, [sync, token, round]);
  // Read again when the connection returns or the buyer comes back to the tab (staff may have
  // sent a new version meanwhile).
  useEffect(() => {
    window.addEventListener('online', reload);
    window.addEventListener('focus', reload);
    return () => {
      window.removeEventListener('online', reload);
      window.removeEventListener('focus', reload);
    };
  }, [reload]);
  return useMemo(
    () => ({
      copy: state.copy,
      loading: state.loading,
      missing: state.missing,
      offline: state.offline,
      error: state.error,
      reload,
    }),
    [state, reload],
  );
}

/** The signed-in buyer's quotations (offline: the list last read on this device). */
export function useMyQuotes(): Remote<QuoteSummary[]> {
  const userId = useSession().user?.id ?? '';
  return useRemote(`my-quotes:${userId}`, (runtime) => readMyQuotes(runtime));
}

/** Where a request saved on this device stands: waiting, sent, or refused with the reason. */
export function useQuoteRequestState(
  leadId: string | null,
): { state: SyncState; reason: string | null } | null {
  const leads = useLeads();
  return useMemo(() => {
    const lead = leadId ? leads.find((l) => l.id === leadId) : undefined;
    return lead ? { state: lead.syncState, reason: lead.syncError } : null;
  }, [leads, leadId]);
}
