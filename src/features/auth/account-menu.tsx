import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { t, withCatalogues } from '../../i18n/index.ts';
import { useSession } from '../../../sync/session/hooks.ts';
import type { SessionUser } from '../../../sync/session/model.ts';
import { lazyPart } from '../../ui/lazy-part.tsx';

const firstName = (user: SessionUser) => user.fullName?.split(' ')[0] || t('Account');

// While the menu's code loads, the first name already holds its place. Its texts are the buy
// area's, which a page of another area has not loaded.
const PersonMenu = lazyPart(
  withCatalogues(['buy'], async () => (await import('./person-menu.tsx')).PersonMenu),
  ({ user }) => (
    <Button variant="subtle" size="compact-sm" disabled>
      {firstName(user)}
    </Button>
  ),
);

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
        {t('Sign in')}
      </Button>
    );
  }
  return <PersonMenu user={user} />;
}
