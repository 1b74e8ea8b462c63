// The leads desk reads the server directly (network-only admin work: docs/back-office.md): one page
// of leads with the spec's filters, newest first, with the exact count; stats; analytics; and every
// filtered row for the CSV export. Offline, each fails with OFFLINE_ACTION.
import type { AppClient } from '../engine/supabase.ts';
import { OFFLINE_ACTION, SUPABASE_NOT_CONFIGURED } from '../../src/lib/messages.ts';
import {
  LEAD_PAGE_SIZE,
  dayRange,
  searchPattern,
  type LeadDeskFilter,
} from '../../src/lib/lead-desk.ts';
import { isNetworkFailure, type ServerError } from '../engine/replication/errors.ts';
import type { SyncRuntime } from '../engine/runtime.ts';
import type { LeadAnalyticsDay, LeadDeskRow, LeadPage, LeadStats } from './model.ts';

const EXPORT_CHUNK = 1000;

export function clientOf(runtime: SyncRuntime): AppClient {
  if (!runtime.client) throw new Error(SUPABASE_NOT_CONFIGURED);
  return runtime.client;
}

export function failure(error: ServerError): Error {
  return new Error(isNetworkFailure(error) ? OFFLINE_ACTION : error.message || 'Request failed');
}

function filtered(client: AppClient, filter: LeadDeskFilter, count: boolean) {
  let query = client
    .from('leads')
    .select('*', count ? { count: 'exact' } : undefined)
    .eq('_deleted', false);
  const pattern = searchPattern(filter.search);
  if (pattern) {
    query = query.or(`name.ilike.${pattern},email.ilike.${pattern},company.ilike.${pattern}`);
  }
  if (filter.status) query = query.eq('status', filter.status);
  if (filter.priority) query = query.eq('priority', filter.priority);
  if (filter.source) query = query.eq('source', filter.source);
  const range = dayRange(filter);
  if (range.from) query = query.gte('created_at', range.from);
  if (range.before) query = query.lt('created_at', range.before);
  return query.order('created_at', { ascending: false }).order('id', { ascending: false });
}

export async function fetchLeadPage(
  runtime: SyncRuntime,
  filter: LeadDeskFilter,
): Promise<LeadPage> {
  const start = (filter.page - 1) * LEAD_PAGE_SIZE;
  const { data, count, error } = await filtered(clientOf(runtime), filter, true).range(
    start,
    start + LEAD_PAGE_SIZE - 1,
  );
  if (error) throw failure(error);
  return { rows: (data ?? []) as LeadDeskRow[], total: count ?? 0 };
}

/** Every lead matching the filter (all pages), for the CSV export. */
export async function fetchAllLeads(
  runtime: SyncRuntime,
  filter: LeadDeskFilter,
): Promise<LeadDeskRow[]> {
  const rows: LeadDeskRow[] = [];
  for (let start = 0; ; start += EXPORT_CHUNK) {
    const { data, error } = await filtered(clientOf(runtime), filter, false).range(
      start,
      start + EXPORT_CHUNK - 1,
    );
    if (error) throw failure(error);
    rows.push(...((data ?? []) as LeadDeskRow[]));
    if (!data || data.length < EXPORT_CHUNK) return rows;
  }
}

export async function fetchLead(runtime: SyncRuntime, id: string): Promise<LeadDeskRow | null> {
  const { data, error } = await clientOf(runtime)
    .from('leads')
    .select('*')
    .eq('id', id)
    .maybeSingle();
  if (error) throw failure(error);
  return data as LeadDeskRow | null;
}

export async function fetchLeadStats(runtime: SyncRuntime) {
  const client = clientOf(runtime);
  const [stats, recent, analytics] = await Promise.all([
    client.rpc('get_lead_stats'),
    client.rpc('get_recent_leads', { limit_count: 10 }),
    client.from('lead_analytics').select('*').order('date', { ascending: false }).limit(30),
  ]);
  const error = stats.error ?? recent.error ?? analytics.error;
  if (error) throw failure(error);
  return {
    stats: stats.data as unknown as LeadStats,
    recent: (recent.data ?? []) as LeadDeskRow[],
    analytics: ((analytics.data ?? []) as LeadAnalyticsDay[]).reverse(),
  };
}
