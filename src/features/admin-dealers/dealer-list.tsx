// The Dealers tab: each dealer with its tier, payment terms, credit limit and standing; a
// card a dealer, so it reads the same on a shop-floor phone and a laptop.
import { Alert, Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useAdminDealers, usePriceTiers } from '../../../sync/admin-dealers/hooks.ts';
import { t } from '../../i18n/index.ts';
import { dealerStatusLabel, paymentTermsLabel } from '../../lib/dealer-desk.ts';
import { formatInr } from '../../lib/money.ts';
import { shownMessage } from '../../ui/form-errors.ts';
import { tierName } from './display.ts';
import { Fact } from './fact.tsx';

export function DealerStatusBadge({ status }: { status: string }) {
  return (
    <Badge
      variant="light"
      color={status === 'active' ? 'green' : 'red'}
      data-testid="dealer-status"
    >
      {t(dealerStatusLabel(status))}
    </Badge>
  );
}

export function DealerList() {
  const dealers = useAdminDealers();
  const tiers = usePriceTiers();
  const rows = dealers.value ?? [];
  return (
    <Stack gap="sm" data-testid="dealer-list">
      <Text size="sm" c="dark.5" aria-live="polite" data-testid="dealer-total">
        {dealers.loading && !dealers.value
          ? t('Loading dealers…')
          : t('{count, plural, one {# dealer} other {# dealers}}', { count: rows.length })}
      </Text>
      {dealers.error && (
        <Alert color="red" role="alert" data-testid="dealers-error">
          {shownMessage(dealers.error)}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        {rows.map((dealer) => (
          <Paper key={dealer.id} withBorder p="md" data-testid="dealer-card" data-id={dealer.id}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <div style={{ minWidth: 0 }}>
                <Anchor
                  component={Link}
                  to={`/admin/dealers/${dealer.id}`}
                  fw={600}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {dealer.business_name}
                </Anchor>
                <Text size="sm" c="dark.5">
                  {[dealer.city, dealer.state].filter(Boolean).join(', ')}
                </Text>
              </div>
              <DealerStatusBadge status={dealer.status} />
            </Group>
            <SimpleGrid cols={3} spacing="xs" mt="sm">
              <Fact label={t('Tier')} testId="dealer-tier">
                {tierName(tiers.value, dealer.tier_id, dealer.tier_name)}
              </Fact>
              <Fact label={t('Terms')} testId="dealer-terms">
                {t(paymentTermsLabel(dealer.payment_terms))}
              </Fact>
              <Fact label={t('Credit limit')} testId="dealer-limit">
                {formatInr(Number(dealer.credit_limit_in_paise))}
              </Fact>
            </SimpleGrid>
            {dealer.status === 'suspended' && dealer.suspend_reason && (
              <Text size="sm" c="red.9" mt="xs">
                {t('Suspended: {reason}', { reason: dealer.suspend_reason })}
              </Text>
            )}
          </Paper>
        ))}
      </SimpleGrid>
      {dealers.value && rows.length === 0 && (
        <Text c="dark.5" ta="center" py="lg" data-testid="no-dealers">
          {t('No dealers yet: approve an application to make one.')}
        </Text>
      )}
    </Stack>
  );
}
