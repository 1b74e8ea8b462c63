// The leads desk as the app sees it: server pages of leads, the lead statistics of
// get_lead_stats, recent leads and the daily analytics (docs/product.md#data-the-shop-keeps).
// A queued status change is a staff command (sync/staff-commands; sync/leads lays it over).
import type { LEAD_STATUSES } from '../../src/lib/constants.ts';

/** A status a lead may be set to. */
export type LeadStatus = (typeof LEAD_STATUSES)[number] | 'lost';

export interface LeadDeskRow {
  id: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  company: string | null;
  designation: string | null;
  source: string | null;
  status: string;
  priority: string;
  country: string | null;
  city: string | null;
  region: string | null;
  timezone: string | null;
  ip_address: string | null;
  referrer: string | null;
  session_duration: number;
  total_messages: number;
  conversation_history: Record<string, unknown>[];
  interested_products: string[];
  interested_services: string[];
  /** What they wrote (chat "Get quote", contact, e-repair, careers). */
  message: string | null;
  notes: string | null;
  assigned_to: string | null;
  follow_up_date: string | null;
  created_at: string;
}

export interface LeadStats {
  total_leads: number;
  new_leads: number;
  contacted_leads: number;
  qualified_leads: number;
  converted_leads: number;
  conversion_rate: number;
  avg_session_duration: number;
  top_countries: { country: string; count: number }[];
  top_products: { product: string; count: number }[];
}

export interface LeadAnalyticsDay {
  date: string;
  total_leads: number;
  converted_leads: number;
  leads_by_source: Record<string, number>;
  avg_session_duration: number;
}

export interface LeadPage {
  rows: LeadDeskRow[];
  total: number;
}
