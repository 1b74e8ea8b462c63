import { Container, Paper } from '@mantine/core';
import { RegistrationForm } from '../features/registration/registration-form.tsx';
import { PageHeading } from '../ui/page-heading.tsx';
import { PageMeta } from '../ui/page-meta.tsx';
import { t } from '../i18n/index.ts';

export function ProductRegistrationPage() {
  return (
    <Container size="md" py="lg">
      <PageMeta
        title={t('Register your product')}
        description={t(
          'Register your MGRID laser or distance meter for its 2-year warranty and faster service.',
        )}
      />
      <PageHeading
        title={t('Register your product')}
        subtitle={t(
          'Register your MGRID tool for its 2-year warranty. Keep your invoice: it is your proof of purchase for service.',
        )}
      />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <RegistrationForm />
      </Paper>
    </Container>
  );
}
