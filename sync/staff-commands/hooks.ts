// Staff commands waiting on this device, as hooks; a desk's read of the server with the copy
// kept on this device (useDeskRead), and its reload when a command has been sent.
import { useEffect, useMemo, useRef } from 'react';
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

/**
 * Calls `reload` whenever one of `commands` has left the waiting list (it was sent) or been
 * refused: a desk's read then shows what the server made of it. `counts` picks the waiting
 * commands that matter to this read (all of them unless told).
 */
export function useReloadWhenSent(
  commands: readonly PendingStaffCommand[],
  reload: () => void,
  counts: (command: PendingStaffCommand) => boolean = () => true,
) {
  const waiting = commands.filter((c) => !c.refusedBecause && counts(c)).map((c) => c.id);
  const key = waiting.join(',');
  const refused = commands.filter((c) => c.refusedBecause).length;
  const previous = useRef({ waiting, refused });
  useEffect(() => {
    const before = previous.current;
    previous.current = { waiting, refused };
    if (before.waiting.some((id) => !waiting.includes(id)) || refused > before.refused) reload();
    // `key` and `refused` name the list; `waiting` is a new array each render.
  }, [key, refused, reload]);
}

/** A desk's read of the server, kept on this device for when there is no signal. */
export { useDeskRead } from './desk-read.ts';
