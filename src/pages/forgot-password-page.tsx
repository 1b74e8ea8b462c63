import { Container, Paper } from '@mantine/core';
import { ForgotPasswordForm } from '../features/auth/forgot-password-form.tsx';
import { PageHeading } from '../ui/page-heading.tsx';
import { PageMeta } from '../ui/page-meta.tsx';

export function ForgotPasswordPage() {
  return (
    <Container size={480} py="lg">
      <PageMeta title="Forgot password" description="Reset the password of your MGRID account." />
      <PageHeading title="Forgot password?" subtitle="We will email you a link and a code." />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <ForgotPasswordForm />
      </Paper>
    </Container>
  );
}
