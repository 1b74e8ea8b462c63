// Leads (admins), orders and registrations on this device: the person's own, pulled from
// the server when signed in, and those written here.
import { useMemo } from 'react';
import type { Lead, Order, Registration } from '../model/records.ts';
import { leadsStore, ordersStore, registrationsStore } from '../queries/records.ts';
import { currentSync } from '../runtime.ts';
import { useStore } from './use-store.ts';

export interface LeadFilter {
  status?: string | null;
  priority?: string | null;
  source?: string | null;
  /** Matches name, email or company (case-insensitive). */
  search?: string | null;
}

export function useLeads(filter: LeadFilter = {}): Lead[] {
  const leads = useStore(leadsStore(currentSync()));
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

export function useOrders(): Order[] {
  return useStore(ordersStore(currentSync()));
}

export function useOrder(id: string | undefined): Order | null {
  const orders = useOrders();
  return useMemo(() => orders.find((o) => o.id === id) ?? null, [orders, id]);
}

export function useRegistrations(): Registration[] {
  return useStore(registrationsStore(currentSync()));
}
