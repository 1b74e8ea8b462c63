// Leads on this device (admins: pulled from the server, with queued changes laid over).
import { useMemo } from 'react';
import type { LiveSnapshot } from '../engine/live.ts';
import { useAppLive } from '../engine/use-store.ts';
import type { Lead } from './model.ts';
import { leadsStore } from './queries.ts';

const NONE: LiveSnapshot<Lead[]> = { value: [], loaded: false };
const none = () => NONE;

export interface LeadFilter {
  status?: string | null;
  priority?: string | null;
  source?: string | null;
  /** Matches name, email or company (case-insensitive). */
  search?: string | null;
}

export function useLeads(filter: LeadFilter = {}): Lead[] {
  const leads = useAppLive(leadsStore, none).value;
  const { status, priority, source, search } = filter;
  return useMemo(() => {
    const text = search?.trim().toLowerCase() ?? '';
    return leads.filter(
      (lead) =>
        (!status || lead.status === status) &&
        (!priority || lead.priority === priority) &&
        (!source || lead.source === source) &&
        (!text ||
          [lead.name, lead.email, lead.company].some((v) => v?.toLowerCase().includes(text))),
    );
  }, [leads, status, priority, source, search]);
}

/**
 * Where the given leads stand: the first refusal's reason (the server refused one, e.g. too
 * many leads from one session), or null while all are waiting or sent.
 */
export function useLeadRefusal(ids: readonly string[]): string | null {
  const leads = useAppLive(leadsStore, none).value;
  const key = ids.join(',');
  return useMemo(() => {
    const wanted = new Set(key.split(','));
    return (
      leads.find((lead) => wanted.has(lead.id) && lead.syncState === 'refused')?.syncError ?? null
    );
  }, [leads, key]);
}
