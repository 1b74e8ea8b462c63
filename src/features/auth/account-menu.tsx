import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { t, withCatalogues } from '../../i18n/index.ts';
import {
  SESSION_CHECKING_ATTRIBUTE,
  useKeptSession,
  useSession,
} from '../../../sync/session/hooks.ts';
import type { SessionUser } from '../../../sync/session/model.ts';
import { lazyPart } from '../../ui/lazy-part.tsx';

const firstName = (user: SessionUser) => user.fullName?.split(' ')[0] || t('Account');

// While the menu's code loads, the first name already holds its place. Its texts are the buy
// area's, which a page of another area has not loaded.
function NamePlaceholder({ name }: { name: string }) {
  return (
    <Button variant="subtle" size="compact-sm" disabled data-testid="account-pending">
      {name}
    </Button>
  );
}

const PersonMenu = lazyPart(
  withCatalogues(['buy'], async () => (await import('./person-menu.tsx')).PersonMenu),
  ({ user }) => <NamePlaceholder name={firstName(user)} />,
);

/** The header's account entry: "Sign in", or the person's menu (account, two-step, sign out). */
export function AccountMenu() {
  const session = useSession();
  const kept = useKeptSession();
  const user = session.status === 'signed-in' ? session.user : null;
  const checking = session.status === 'checking';

  // A session kept on this device: its first name holds the place until the data layer has
  // checked it (never "Sign in" to someone signed in).
  if (checking && kept) {
    return <NamePlaceholder name={kept.fullName?.split(' ')[0] || t('Account')} />;
  }
  if (!user || session.secondFactorPending) {
    return (
      <Button
        component={Link}
        to="/login"
        variant="subtle"
        size="compact-sm"
        data-testid="sign-in-link"
        {...{ [SESSION_CHECKING_ATTRIBUTE]: checking || undefined }}
      >
        {t('Sign in')}
      </Button>
    );
  }
  return <PersonMenu user={user} />;
}
