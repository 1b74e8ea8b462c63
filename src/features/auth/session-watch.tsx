import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { recoveryRedirect } from '../../lib/recovery-url.ts';
import { endRecoveryRedirect } from '../../../sync/session/actions.ts';
import { useSession } from '../../../sync/session/hooks.ts';
import { shownMessage } from '../../ui/form-errors.ts';
import { useStaffCodeCached } from './cache-staff-code.ts';

/**
 * Shell duties of the session: an address carrying a recovery type goes to /reset-password
 * (docs/product.md#route-guard), a session that ended by itself (refresh refused, signed out in
 * another tab) says so, and a staff member's device caches the back office's code.
 */
export function SessionWatch() {
  const location = useLocation();
  const session = useSession();
  useStaffCodeCached(session);
  const notice = session.notice;
  useEffect(() => {
    if (notice)
      notifications.show({ id: 'session-ended', color: 'blue', message: shownMessage(notice) });
  }, [notice]);

  const target =
    recoveryRedirect(location) ??
    (session.recovery && location.pathname !== '/reset-password' ? '/reset-password' : null);
  useEffect(() => {
    if (session.recovery && (target !== null || location.pathname === '/reset-password')) {
      endRecoveryRedirect();
    }
  }, [session.recovery, target, location.pathname]);
  return target ? <Navigate to={target} replace /> : null;
}
