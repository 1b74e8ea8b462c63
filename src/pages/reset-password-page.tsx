import { Container } from '@mantine/core';
import { ResetPasswordPanel } from '../features/auth/reset-password-panel.tsx';
import { PageHeading } from '../ui/page-heading.tsx';
import { PageMeta } from '../ui/page-meta.tsx';
import { t } from '../i18n/index.ts';

export function ResetPasswordPage() {
  return (
    <Container size={480} py="lg">
      <PageMeta
        title={t('Set a new password')}
        description={t('Choose a new password for your account.')}
      />
      <PageHeading title={t('Set a new password')} />
      <ResetPasswordPanel />
    </Container>
  );
}
