import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/Menu.css';
import { Button, Menu, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useNavigate } from 'react-router-dom';
import { t } from '../../i18n/index.ts';
import { homeOf } from '../../lib/route-guard.ts';
import { useMyDealer } from '../../../sync/dealer-prices/hooks.ts';
import { signOut } from '../../../sync/session/actions.ts';
import { isStaff, type SessionUser } from '../../../sync/session/model.ts';
import { useDealerCodeCached } from './cache-staff-code.ts';
import { TwoStepSettings } from './two-step-settings.tsx';

/**
 * A signed-in person's menu (account, two-step, sign out). Its own chunk: a visitor, whom
 * every pre-rendered page is for, never downloads it (account-menu.tsx).
 */
export function PersonMenu({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const [twoStep, { open, close }] = useDisclosure(false);
  const dealer = useMyDealer();
  useDealerCodeCached(dealer !== null);
  const name = user.fullName?.split(' ')[0] || t('Account');
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
            {user.role === 'user' ? t('My account') : t('Dashboard')}
          </Menu.Item>
          {dealer && (
            <Menu.Item component={Link} to="/dealer" data-testid="dealer-home-link">
              {t('My shop (dealer)')}
            </Menu.Item>
          )}
          {isStaff(user) && <Menu.Item onClick={open}>{t('Two-step sign-in')}</Menu.Item>}
          <Menu.Item onClick={() => void leave()} data-testid="sign-out">
            {t('Sign out')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Modal
        closeButtonProps={{ 'aria-label': t('Close') }}
        opened={twoStep}
        onClose={close}
        title={t('Two-step sign-in')}
      >
        {twoStep && <TwoStepSettings />}
      </Modal>
    </>
  );
}
