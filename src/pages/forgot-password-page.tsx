import { Container, Paper } from '@mantine/core';
import { ForgotPasswordForm } from '../features/auth/forgot-password-form.tsx';
import { PageHeading } from '../ui/page-heading.tsx';
import { PageMeta } from '../ui/page-meta.tsx';
import { t } from '../i18n/index.ts';

export function ForgotPasswordPage() {
  return (
    <Container size={480} py="lg">
      <PageMeta
        title={t('Forgot password')}
        description={t('Reset the password of your MGRID account.')}
      />
      <PageHeading
        title={t('Forgot password?')}
        subtitle={t('We will email you a link and a code.')}
      />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <ForgotPasswordForm />
      </Paper>
    </Container>
  );
}
