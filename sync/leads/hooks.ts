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
