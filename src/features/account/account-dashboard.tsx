import '@mantine/core/styles/Tabs.css';
import { Alert, Paper, Stack, Tabs, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { t } from '../../i18n/index.ts';
import { NewPasswordForm } from '../../ui/new-password-form.tsx';
import { PageHeading } from '../../ui/page-heading.tsx';
import { updatePassword } from '../../../sync/session/actions.ts';
import { useSession } from '../../../sync/session/hooks.ts';
import { MyOrders } from './my-orders.tsx';
import { MyRegistrations } from './my-registrations.tsx';
import { ProfileForm } from './profile-form.tsx';

const TABS = ['orders', 'quotations', 'registrations', 'profile'] as const;
type Tab = (typeof TABS)[number];

/**
 * /dashboard: orders (with tax invoices), quotations (composed by the page), product
 * registrations, profile and password.
 */
export function AccountDashboard({ quotations }: { quotations?: ReactNode }) {
  const { user } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [passwordChanged, setPasswordChanged] = useState<string | null>(null);
  const segment = pathname.split('/')[2] as Tab | undefined;
  const tab: Tab = segment && TABS.includes(segment) ? segment : 'orders';
  if (!user) return null;
  return (
    <>
      <PageHeading
        title={
          user.fullName
            ? t('Hello, {name}', { name: user.fullName.split(' ')[0] ?? '' })
            : t('My account')
        }
        subtitle={t(
          'Your orders with their tax invoices, your registered products and your details. What is on this device works offline too.',
        )}
      />
      <Tabs
        value={tab}
        onChange={(value) =>
          void navigate(value === 'orders' ? '/dashboard' : `/dashboard/${value}`)
        }
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="orders">{t('My orders')}</Tabs.Tab>
          {quotations && <Tabs.Tab value="quotations">{t('Quotations')}</Tabs.Tab>}
          <Tabs.Tab value="registrations">{t('My products')}</Tabs.Tab>
          <Tabs.Tab value="profile">{t('Profile')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="orders">
          <MyOrders />
        </Tabs.Panel>
        {quotations && <Tabs.Panel value="quotations">{quotations}</Tabs.Panel>}
        <Tabs.Panel value="registrations">
          <MyRegistrations />
        </Tabs.Panel>
        <Tabs.Panel value="profile">
          <Stack gap="lg">
            <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
              <Title order={2} fz="md" mb="sm">
                {t('Your details')}
              </Title>
              <ProfileForm user={user} />
            </Paper>
            <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
              <Title order={2} fz="md" mb="sm">
                {t('Change password')}
              </Title>
              {passwordChanged && (
                <Alert color="green" role="status" mb="sm">
                  {passwordChanged}
                </Alert>
              )}
              <NewPasswordForm
                save={updatePassword}
                onChanged={setPasswordChanged}
                submitLabel={t('Change password')}
              />
            </Paper>
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
