import { Button, Menu, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useNavigate } from 'react-router-dom';
import { homeOf } from '../../lib/route-guard.ts';
import { signOut } from '../../../sync/session/actions.ts';
import { useSession } from '../../../sync/session/hooks.ts';
import { isStaff } from '../../../sync/session/model.ts';
import { TwoStepSettings } from './two-step-settings.tsx';

/** The header's account entry: "Sign in", or the person's menu (account, two-step, sign out). */
export function AccountMenu() {
  const session = useSession();
  const navigate = useNavigate();
  const [twoStep, { open, close }] = useDisclosure(false);
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
  const name = user.fullName?.split(' ')[0] || 'Account';
  const leave = async () => {
    await signOut();
    await navigate('/', { replace: true });
  };
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="subtle" size="compact-sm" data-testid="account-menu">
            {name}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item component={Link} to={homeOf(user.role)}>
            {user.role === 'user' ? 'My account' : 'Dashboard'}
          </Menu.Item>
          {isStaff(user) && <Menu.Item onClick={open}>Two-step sign-in</Menu.Item>}
          <Menu.Item onClick={() => void leave()} data-testid="sign-out">
            Sign out
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={twoStep}
        onClose={close}
        title="Two-step sign-in"
      >
        {twoStep && <TwoStepSettings />}
      </Modal>
    </>
  );
}
