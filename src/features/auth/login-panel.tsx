import '@mantine/core/styles/Tabs.css';
import { Alert, Paper, Tabs, Title } from '@mantine/core';
import { Navigate, useLocation } from 'react-router-dom';
import { CHECKING_AUTHENTICATION } from '../../lib/messages.ts';
import { t } from '../../i18n/index.ts';
import { afterSignIn } from '../../lib/route-guard.ts';
import { shownMessage } from '../../ui/form-errors.ts';
import { LoadingState } from '../../ui/loading-state.tsx';
import { useSession } from '../../../sync/session/hooks.ts';
import { SecondFactorForm } from './second-factor-form.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { SignUpForm } from './sign-up-form.tsx';

interface LoginState {
  from?: string;
  notice?: string;
}

/**
 * /login: sign in or create an account; the code step for staff with two-step sign-in; then
 * back to the page the guard sent the person from, or their role's own home.
 */
export function LoginPanel() {
  const session = useSession();
  const state = (useLocation().state ?? {}) as LoginState;

  if (session.status === 'checking') return <LoadingState label={t(CHECKING_AUTHENTICATION)} />;
  if (session.status === 'signed-in' && session.user && !session.secondFactorPending) {
    return <Navigate to={afterSignIn(session.user.role, state.from)} replace />;
  }
  const notice = state.notice ?? session.notice;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      {notice && (
        <Alert color="blue" mb="md" role="status" data-testid="login-notice">
          {shownMessage(notice)}
        </Alert>
      )}
      {session.secondFactorPending ? (
        <>
          <Title order={2} fz="lg" mb="sm">
            {t('Enter your code')}
          </Title>
          <SecondFactorForm />
        </>
      ) : (
        <Tabs defaultValue="sign-in" keepMounted={false}>
          <Tabs.List grow mb="md">
            <Tabs.Tab value="sign-in">{t('Sign in')}</Tabs.Tab>
            <Tabs.Tab value="sign-up">{t('Create account')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="sign-in">
            <SignInForm />
          </Tabs.Panel>
          <Tabs.Panel value="sign-up">
            <SignUpForm />
          </Tabs.Panel>
        </Tabs>
      )}
    </Paper>
  );
}
