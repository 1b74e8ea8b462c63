// The person's product registrations on this device.
import { useAppStore } from '../engine/use-store.ts';
import type { Registration } from './model.ts';
import { registrationsStore } from './queries.ts';

const NONE: Registration[] = [];

export function useRegistrations(): Registration[] {
  return useAppStore(registrationsStore, NONE);
}
