// Service hooks: every service, and one by id with whether it may still be loading. Each
// answers before the local database opens (the bundled services) and switches to the live
// database when it is ready.
import { useMemo } from 'react';
import { useAppLive } from '../engine/use-store.ts';
import { usePullSettled } from '../engine/use-settled.ts';
import type { Service } from './model.ts';
import { servicesSnapshot, servicesStore } from './queries.ts';

export function useServices(): Service[] {
  return useAppLive(servicesStore, servicesSnapshot).value;
}

export interface ServiceState {
  /** null while loading, and when there is no service with this id. */
  service: Service | null;
  loading: boolean;
}

/** One service, and whether "null" may still change (as useProductState). */
export function useServiceState(id: string | undefined): ServiceState {
  const { value: services, loaded } = useAppLive(servicesStore, servicesSnapshot);
  const settled = usePullSettled('services');
  const service = useMemo(() => services.find((s) => s.id === id) ?? null, [services, id]);
  const loading = service === null && (!loaded || (services.length === 0 && !settled));
  return useMemo(() => ({ service, loading }), [service, loading]);
}

export function useService(id: string | undefined): Service | null {
  return useServiceState(id).service;
}
