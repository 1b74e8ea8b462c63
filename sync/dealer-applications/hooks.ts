// The signed-in person's dealer applications, newest first: another person's, waiting on a
// shared phone for its owner, are never shown. Before the data layer has read them: not loaded.
import { useMemo } from 'react';
import type { LiveSnapshot } from '../engine/live.ts';
import { useAppLive } from '../engine/use-store.ts';
import { useSession } from '../session/hooks.ts';
import type { DealerApplication } from './model.ts';
import { applicationsStore } from './queries.ts';

const NONE: LiveSnapshot<DealerApplication[]> = { value: [], loaded: false };
const none = () => NONE;

export interface MyApplications {
  applications: DealerApplication[];
  /** The device's copy has been read (until then, "none" is not known yet). */
  loaded: boolean;
}

export function useMyDealerApplications(): MyApplications {
  const { value, loaded } = useAppLive(applicationsStore, none);
  const userId = useSession().user?.id ?? null;
  return useMemo(
    () => ({
      applications: userId === null ? [] : value.filter((a) => a.ownerId === userId),
      loaded,
    }),
    [value, loaded, userId],
  );
}
