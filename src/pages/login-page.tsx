import { Container } from '@mantine/core';
import { LoginPanel } from '../features/auth/login-panel.tsx';
import { PageHeading } from '../ui/page-heading.tsx';
import { PageMeta } from '../ui/page-meta.tsx';
import { t } from '../i18n/index.ts';

export function LoginPage() {
  return (
    <Container size={480} py="lg">
      <PageMeta
        title={t('Sign in')}
        description={t('Sign in to your MGRID account, or create one.')}
      />
      <PageHeading
        title={t('Sign in')}
        subtitle={t(
          'Track your orders, download tax invoices and keep your product registrations in one place.',
        )}
      />
      <LoginPanel />
    </Container>
  );
}
