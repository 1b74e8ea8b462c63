// These screens read and write the server directly: offline, they say so up front, and what
// is typed stays in the form until it can be sent.
import { Alert } from '@mantine/core';
import { useSyncStatus } from '../../../sync/sync-status/hooks.ts';

export const NEEDS_CONNECTION =
  'You are offline. Managing users, permissions and site settings needs a connection; what you type stays here until you can save it.';

export function OnlineNotice() {
  const { online } = useSyncStatus();
  if (online) return null;
  return (
    <Alert color="yellow" mb="sm" role="status" data-testid="superadmin-offline">
      {NEEDS_CONNECTION}
    </Alert>
  );
}
