// Guards /dashboard, /admin and /superadmin (docs/product.md#route-guard): "Checking
// authentication..." while the session is read (offline too: a stored session is trusted for
// reading local data), /login for signed-out visitors (remembering where they were going), and a
// wrong role sent to its own home. This only chooses what is shown; row-level security decides what
// is allowed.
import { Center, Loader, Stack, Text } from '@mantine/core';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../../sync/session/hooks.ts';
import { CHECKING_AUTHENTICATION } from '../lib/first-paint-messages.ts';
import { t } from '../i18n/index.ts';
import { guardDecision, type Role } from '../lib/route-guard.ts';

export function RouteGuard({ allowed }: { allowed: readonly Role[] }) {
  const session = useSession();
  const location = useLocation();
  const decision = guardDecision({
    status: session.status,
    role: session.user?.role ?? null,
    allowed,
    location: `${location.pathname}${location.search}${location.hash}`,
  });
  switch (decision.kind) {
    case 'checking':
      return (
        <Center mih="50vh" role="status" aria-live="polite">
          <Stack align="center" gap="xs">
            <Loader size="sm" aria-hidden />
            <Text>{t(CHECKING_AUTHENTICATION)}</Text>
          </Stack>
        </Center>
      );
    case 'sign-in':
      return <Navigate to="/login" replace state={{ from: decision.from }} />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'allow':
      return <Outlet />;
  }
}
