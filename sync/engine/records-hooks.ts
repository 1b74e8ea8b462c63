// Leads (admins), orders and registrations on this device: the person's own, pulled from
// the server when signed in, and those written here.
import { useMemo } from 'react';
import type { Lead, Order, Registration } from './records-model.ts';
import { leadsStore, ordersStore, registrationsStore } from './records-queries.ts';
import { currentSync } from './runtime.ts';
import { useLive, useStore } from './use-store.ts';

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

export interface OrderState {
  /** null while loading, and when this device has no order with this id. */
  order: Order | null;
  /** Until the first read of the local orders (they are only ever on this device). */
  loading: boolean;
}

export function useOrderState(id: string | undefined): OrderState {
  const { value: orders, loaded } = useLive(ordersStore(currentSync()));
  const order = useMemo(() => orders.find((o) => o.id === id) ?? null, [orders, id]);
  return useMemo(() => ({ order, loading: !loaded }), [order, loaded]);
}

export function useOrder(id: string | undefined): Order | null {
  return useOrderState(id).order;
}

export function useRegistrations(): Registration[] {
  return useStore(registrationsStore(currentSync()));
}
