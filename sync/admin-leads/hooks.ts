// The leads desk's server reads as hooks: each says loading, its value, or why it failed
// (offline: OFFLINE_ACTION), and reads again when its key (the filter) changes or `reload`
// is called.
import type { LeadDeskFilter } from '../../src/lib/lead-desk.ts';
import { useRemote } from '../engine/use-remote.ts';
export type { Remote } from '../engine/use-remote.ts';
import { fetchLead, fetchLeadPage, fetchLeadStats } from './desk.ts';

export function useLeadPage(filter: LeadDeskFilter) {
  return useRemote(JSON.stringify(filter), (runtime) => fetchLeadPage(runtime, filter));
}

export function useLeadStats() {
  return useRemote('stats', fetchLeadStats);
}

export function useServerLead(id: string) {
  return useRemote(id, (runtime) => fetchLead(runtime, id));
}
