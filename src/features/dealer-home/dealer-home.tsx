// /dealer, the dealer's own home on the shop phone: credit limit, used and available, what is
// overdue by age (the statement of account a tap away), the recent orders with where each stands, "Reorder last order" and the pad.
// All from the device's copies (the dealer_prices kind and the orders), so it opens with no
// signal; an old copy says when it was read.
import { Alert, Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { intlLocale, t } from '../../i18n/index.ts';
import { indiaMediumDateTime } from '../../lib/india-time.ts';
import { formatInr } from '../../lib/money.ts';
import { orderNumber } from '../../lib/order-number.ts';
import { LinkButton } from '../../ui/link-button.tsx';
import type { DealerCopy } from '../../../sync/dealer-prices/hooks.ts';
import { useOrders } from '../../../sync/orders/hooks.ts';
import { useSyncStatus } from '../../../sync/sync-status/hooks.ts';
import { lastOrderLines, newestFirst } from './pad-products.ts';
import { orderStatusWords } from './status-words.ts';

const AGES = ['0-30', '31-60', '61-90', '90+'] as const;

function Figure({ label, amount, testId }: { label: string; amount: number; testId: string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text fz="xs" c="dark.6">
        {label}
      </Text>
      <Text fw={700} fz="lg" data-testid={testId} data-paise={amount}>
        {formatInr(amount)}
      </Text>
    </Paper>
  );
}

export function DealerHome({ copy }: { copy: DealerCopy }) {
  const online = useSyncStatus().online;
  const orders = useOrders();
  const recent = useMemo(() => newestFirst(orders).slice(0, 8), [orders]);
  const last = useMemo(() => lastOrderLines(orders), [orders]);
  const credit = copy.credit;
  const when = (ms: number) => indiaMediumDateTime(new Date(ms).toISOString(), intlLocale());
  const onAccount = copy.dealer.paymentTerms !== 'advance';
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="end" wrap="wrap">
        <div>
          <Title order={2} fz="h3">
            {copy.dealer.businessName}
          </Title>
          <Text fz="sm" c="dark.6">
            {t('{tier} · GSTIN {gstin}', {
              tier: copy.dealer.tierName,
              gstin: copy.dealer.gstin,
            })}
          </Text>
        </div>
        <Group gap="xs">
          <LinkButton to="/dealer/order" data-testid="open-pad">
            {t('Quick order pad')}
          </LinkButton>
          {copy.dealer.role === 'owner' && (
            <LinkButton to="/dealer/team" variant="default" data-testid="open-team">
              {t('Shop team')}
            </LinkButton>
          )}
          <LinkButton
            to="/dealer/order?reorder=last"
            variant="light"
            disabled={!last}
            data-testid="reorder-last"
          >
            {t('Reorder last order')}
          </LinkButton>
        </Group>
      </Group>
      {copy.dealer.status === 'suspended' && (
        <Alert color="red" data-testid="dealer-suspended">
          {t(
            'Your dealer account is suspended: {reason}. Orders on account wait until it is reinstated.',
            {
              reason: copy.dealer.suspendReason ?? t('no reason given'),
            },
          )}
        </Alert>
      )}
      <section aria-labelledby="dealer-credit">
        <Group justify="space-between" align="center" mb="xs">
          <Title order={3} fz="h4" id="dealer-credit">
            {t('Credit')}
          </Title>
          <LinkButton
            to="/dealer/ledger"
            variant="subtle"
            size="compact-sm"
            data-testid="open-ledger"
          >
            {t('Statement of account')}
          </LinkButton>
        </Group>
        {!onAccount && (
          <Text fz="sm" mb="xs">
            {t('Your terms are advance payment: pay each order by UPI or cash on delivery.')}
          </Text>
        )}
        {credit ? (
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 3 }} spacing="xs">
              <Figure
                label={t('Credit limit')}
                amount={credit.creditLimitInPaise}
                testId="credit-limit"
              />
              <Figure label={t('Used')} amount={credit.usedInPaise} testId="credit-used" />
              <Figure
                label={t('Available')}
                amount={credit.availableInPaise}
                testId="credit-available"
              />
            </SimpleGrid>
            {credit.heldInPaise > 0 && (
              <Text fz="sm" c="orange.9" data-testid="credit-held">
                {t('{amount} in orders held for approval', {
                  amount: formatInr(credit.heldInPaise),
                })}
              </Text>
            )}
            <Table withTableBorder fz="sm" data-testid="overdue">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('Overdue by')}</Table.Th>
                  <Table.Th ta="right">{t('Amount')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {AGES.map((age) => (
                  <Table.Tr key={age} data-age={age}>
                    <Table.Td>{t('{age} days', { age })}</Table.Td>
                    <Table.Td ta="right" data-paise={credit.overdueInPaise[age]}>
                      {formatInr(credit.overdueInPaise[age])}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {!online && (
              <Text fz="xs" c="dark.6" data-testid="credit-as-of">
                {t('As of {when}; it updates when you are online.', { when: when(credit.readAt) })}
              </Text>
            )}
          </Stack>
        ) : (
          <Stack gap="xs">
            <SimpleGrid cols={{ base: 3 }} spacing="xs">
              <Figure
                label={t('Credit limit')}
                amount={copy.dealer.creditLimitInPaise}
                testId="credit-limit"
              />
            </SimpleGrid>
            <Text fz="sm" c="dark.6" data-testid="credit-unknown">
              {online
                ? t('What you owe is not available yet. It shows here once MGRID’s server has it.')
                : t('What you owe shows here once this phone has been online.')}
            </Text>
          </Stack>
        )}
      </section>
      <section aria-labelledby="dealer-orders">
        <Title order={3} fz="h4" id="dealer-orders" mb="xs">
          {t('Recent orders')}
        </Title>
        {recent.length === 0 ? (
          <Text fz="sm">{t('No orders on this phone yet. Start with the quick order pad.')}</Text>
        ) : (
          <Table fz="sm" data-testid="dealer-recent-orders">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('Order')}</Table.Th>
                <Table.Th>{t('Status')}</Table.Th>
                <Table.Th ta="right">{t('Total')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {recent.map((order) => (
                <Table.Tr key={order.id} data-testid="dealer-order">
                  <Table.Td>
                    <LinkButton
                      to={`/order-success/${order.id}`}
                      variant="subtle"
                      size="compact-sm"
                      px={0}
                    >
                      {order.orderNumber ?? orderNumber(order.id)}
                    </LinkButton>
                    <Text fz="xs" c="dark.6">
                      {indiaMediumDateTime(order.placedAt || order.createdAt, intlLocale())}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge
                      variant="light"
                      color={
                        order.status === 'held'
                          ? 'orange'
                          : order.syncState === 'refused'
                            ? 'red'
                            : 'blue'
                      }
                      data-testid="dealer-order-status"
                    >
                      {orderStatusWords(order)}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right">{formatInr(order.totalInPaise)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {!online && (
          <Text fz="xs" c="dark.6" mt="xs">
            {t('As of {when}; it updates when you are online.', { when: when(copy.readAt) })}
          </Text>
        )}
      </section>
    </Stack>
  );
}
