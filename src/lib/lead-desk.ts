// The leads desk's rules: its filters as kept in the address (?q=&status=&priority=&source=
// &from=&to=&page=) and the dates they mean (India time, whole days). The CSV export is
// written by csv.ts.
import { dayParam, oneOfParam, pageParam } from './address-params.ts';
import { indiaDayStart } from './india-time.ts';

export const LEAD_DESK_STATUSES = ['new', 'contacted', 'qualified', 'converted', 'lost'] as const;
export const LEAD_DESK_PRIORITIES = ['low', 'medium', 'high'] as const;
export const LEAD_PAGE_SIZE = 25;

export interface LeadDeskFilter {
  search: string;
  status: string | null;
  priority: string | null;
  source: string | null;
  /** yyyy-mm-dd (India time), inclusive. */
  from: string | null;
  to: string | null;
  /** 1-based. */
  page: number;
}

export function readLeadFilter(params: URLSearchParams): LeadDeskFilter {
  return {
    search: params.get('q') ?? '',
    status: oneOfParam(LEAD_DESK_STATUSES, params.get('status')),
    priority: oneOfParam(LEAD_DESK_PRIORITIES, params.get('priority')),
    source: params.get('source')?.trim() || null,
    from: dayParam(params.get('from')),
    to: dayParam(params.get('to')),
    page: pageParam(params),
  };
}

export function writeLeadFilter(filter: LeadDeskFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.search) params.set('q', filter.search);
  for (const key of ['status', 'priority', 'source', 'from', 'to'] as const) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  if (filter.page > 1) params.set('page', String(filter.page));
  return params;
}

/** The instants a day range covers in India time: from midnight to the next midnight. */
export function dayRange(filter: Pick<LeadDeskFilter, 'from' | 'to'>) {
  const next = (d: string) => {
    const date = new Date(indiaDayStart(d));
    date.setUTCDate(date.getUTCDate() + 1);
    return date.toISOString();
  };
  return {
    from: filter.from ? new Date(indiaDayStart(filter.from)).toISOString() : null,
    /** Exclusive. */
    before: filter.to ? next(filter.to) : null,
  };
}

/**
 * Search text as a PostgREST `or` pattern value: characters that structure the filter
 * (commas, parentheses, quotes, backslashes) or act as wildcards are turned into spaces
 * (so "Sharma, Pune" searches "Sharma  Pune" literally).
 */
export function searchPattern(text: string): string | null {
  const clean = text.replace(/[,()"\\*%_:]/g, ' ').trim();
  return clean ? `*${clean}*` : null;
}

export interface AnalyticsDay {
  date: string;
  total_leads: number;
  converted_leads: number;
  leads_by_source: Record<string, number>;
}

/** Every source named in the analytics, most leads first. */
export function sourcesOf(days: readonly AnalyticsDay[]): string[] {
  const totals = new Map<string, number>();
  for (const day of days) {
    for (const [source, n] of Object.entries(day.leads_by_source)) {
      totals.set(source, (totals.get(source) ?? 0) + n);
    }
  }
  return [...totals].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([s]) => s);
}

/** One chart point per day (oldest first): total, converted and a count per source (0 when none). */
export function chartSeries(days: readonly AnalyticsDay[]) {
  const sources = sourcesOf(days);
  return [...days]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((day) => ({
      day: day.date.slice(5),
      total: day.total_leads,
      converted: day.converted_leads,
      ...Object.fromEntries(sources.map((s) => [s, day.leads_by_source[s] ?? 0])),
    }));
}
