import { Container } from '@mantine/core';
import { LoginPanel } from '../features/auth/login-panel.tsx';
import { PageHeading } from '../ui/page-heading.tsx';
import { PageMeta } from '../ui/page-meta.tsx';

export function LoginPage() {
  return (
    <Container size={480} py="lg">
      <PageMeta title="Sign in" description="Sign in to your MGRID account, or create one." />
      <PageHeading
        title="Sign in"
        subtitle="Track your orders, download tax invoices and keep your product registrations in one place."
      />
      <LoginPanel />
    </Container>
  );
}
