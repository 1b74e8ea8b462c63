import { Button } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '../../../sync/session/hooks.ts';

const PersonMenu = lazy(async () => ({ default: (await import('./person-menu.tsx')).PersonMenu }));

/** The header's account entry: "Sign in", or the person's menu (account, two-step, sign out). */
export function AccountMenu() {
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : null;

  if (!user || session.secondFactorPending) {
    return (
      <Button
        component={Link}
        to="/login"
        variant="subtle"
        size="compact-sm"
        data-testid="sign-in-link"
      >
        Sign in
      </Button>
    );
  }
  // While the menu's code loads, the first name already holds its place.
  const name = user.fullName?.split(' ')[0] || 'Account';
  return (
    <Suspense
      fallback={
        <Button variant="subtle" size="compact-sm" disabled>
          {name}
        </Button>
      }
    >
      <PersonMenu user={user} />
    </Suspense>
  );
}
