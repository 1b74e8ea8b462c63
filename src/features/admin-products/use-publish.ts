// Publishing the drafts: at once when online; offline (or with the server unreachable) the
// request waits and runs by itself when the network is back, and the admin is told so.
import { useCallback, useEffect } from 'react';
import { publishDrafts } from '../../../sync/product-drafts/actions.ts';
import { useSyncStatus } from '../../../sync/sync-status/hooks.ts';
import { OFFLINE_ACTION } from '../../lib/messages.ts';
import {
  publishState,
  setConflicts,
  setWaitingForNetwork,
  useWaitingForNetwork,
} from './publish-state.ts';

/** How often a waiting publish tries again when the browser says it is online already. */
const RETRY_MS = 10_000;

async function run(force: boolean) {
  const result = await publishDrafts({ force });
  const offline = result.error === OFFLINE_ACTION;
  setWaitingForNetwork(offline);
  if (!offline) setConflicts(result.conflicts);
  return result;
}

export function usePublish() {
  const { online } = useSyncStatus();
  const waiting = useWaitingForNetwork();
  const publish = useCallback(
    (force = false) => {
      if (!online) setWaitingForNetwork(true);
      else void run(force);
    },
    [online],
  );
  return { publish, waiting };
}

/** Runs a waiting publish when the network returns (mounted once, by the publish bar). */
export function usePublishWhenOnline(): void {
  const { online } = useSyncStatus();
  useEffect(() => {
    const retry = () => {
      if (publishState().waitingForNetwork && navigator.onLine) void run(false);
    };
    const timer = online ? window.setTimeout(retry, 0) : undefined;
    const interval = window.setInterval(retry, RETRY_MS);
    window.addEventListener('online', retry);
    return () => {
      window.clearTimeout(timer);
      window.clearInterval(interval);
      window.removeEventListener('online', retry);
    };
  }, [online]);
}
