import { Container } from '@mantine/core';
import { AccountDashboard } from '../features/account/account-dashboard.tsx';
import { MyQuotes } from '../features/quotes/my-quotes.tsx';
import { PageMeta } from '../ui/page-meta.tsx';
import { t } from '../i18n/index.ts';

export function DashboardPage() {
  return (
    <Container size="lg" py="lg">
      <PageMeta
        title={t('My account')}
        description={t('Your MGRID orders, invoices, quotations and registered products.')}
      />
      <AccountDashboard quotations={<MyQuotes />} />
    </Container>
  );
}
