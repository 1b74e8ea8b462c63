// Staff commands waiting on this device, as hooks.
import { useMemo } from 'react';
import type { LiveSnapshot } from '../engine/live.ts';
import { useAppLive } from '../engine/use-store.ts';
import { pendingCommandsStore, type PendingStaffCommand } from './queries.ts';

export type { PendingStaffCommand } from './queries.ts';

const NONE: LiveSnapshot<PendingStaffCommand[]> = { value: [], loaded: false };
const none = () => NONE;

/** Every command not yet applied (waiting or refused), oldest first. */
export function usePendingCommands(): PendingStaffCommand[] {
  return useAppLive(pendingCommandsStore, none).value;
}

/** The commands not yet applied to one order or lead, oldest first. */
export function usePendingCommandsFor(targetId: string): PendingStaffCommand[] {
  const all = usePendingCommands();
  return useMemo(() => all.filter((c) => c.targetId === targetId), [all, targetId]);
}
