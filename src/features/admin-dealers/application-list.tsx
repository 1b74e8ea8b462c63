// The Applications tab: every dealer application, the pending ones first (the longest waiting
// at the top), each with the business, GSTIN, address, owner and contact, shop type and the
// day it came in (India time); a pending one is approved or rejected right on its card.
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useDealerApplications, usePriceTiers } from '../../../sync/admin-dealers/hooks.ts';
import type { DealerApplication, PriceTier } from '../../../sync/admin-dealers/model.ts';
import { t } from '../../i18n/index.ts';
import { formatIndianMobile } from '../../lib/sign-in-identifier.ts';
import { dealerStatusLabel, shopTypeLabel, sortApplications } from '../../lib/dealer-desk.ts';
import { shownMessage } from '../../ui/form-errors.ts';
import { formatWhen } from './display.ts';
import { Fact } from './fact.tsx';
import { ApproveForm, RejectForm, type Reviewed } from './review-forms.tsx';

const STATUS_COLORS: Record<string, string> = {
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
};

export function StatusBadge({ status, testId }: { status: string; testId?: string }) {
  return (
    <Badge
      variant="light"
      color={STATUS_COLORS[status] ?? 'gray'}
      data-testid={testId}
      style={{ flexShrink: 0 }}
    >
      {t(dealerStatusLabel(status))}
    </Badge>
  );
}

function ApplicationCard({
  application,
  tiers,
  onReviewed,
}: {
  application: DealerApplication;
  tiers: readonly PriceTier[];
  onReviewed: (done: Reviewed) => void;
}) {
  const [open, setOpen] = useState<'approve' | 'reject' | null>(null);
  const a = application;
  const address = [a.address_line1, a.address_line2, a.city, `${a.state} ${a.pin_code}`]
    .filter(Boolean)
    .join(', ');
  return (
    <Paper withBorder p="md" data-testid="application-card" data-id={a.id} data-status={a.status}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Title order={2} fz="lg" style={{ overflowWrap: 'anywhere' }}>
            {a.business_name}
          </Title>
          {a.trade_name && (
            <Text size="sm" c="dark.5">
              {t('Trading as {name}', { name: a.trade_name })}
            </Text>
          )}
        </div>
        <StatusBadge status={a.status} testId="application-status" />
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" mt="sm">
        <Fact label={t('GSTIN')}>{a.gstin}</Fact>
        <Fact label={t('Shop type')}>{t(shopTypeLabel(a.shop_type))}</Fact>
        <Fact label={t('Owner')}>{a.owner_name}</Fact>
        <Fact label={t('Applied')} testId="application-applied">
          {formatWhen(a.created_at)}
        </Fact>
        <Fact label={t('Mobile')}>
          <Anchor href={`tel:${a.mobile}`}>{formatIndianMobile(a.mobile)}</Anchor>
        </Fact>
        <Fact label={t('Email')}>
          <Anchor href={`mailto:${a.email}`}>{a.email}</Anchor>
        </Fact>
        <Fact label={t('Address')}>{address}</Fact>
      </SimpleGrid>
      {a.status === 'rejected' && a.reject_reason && (
        <Text size="sm" mt="sm" data-testid="application-reason">
          {t('Rejected on {when}: {reason}', {
            when: formatWhen(a.reviewed_at),
            reason: a.reject_reason,
          })}
        </Text>
      )}
      {a.status === 'approved' && a.dealer_id && (
        <Anchor
          component={Link}
          to={`/admin/dealers/${a.dealer_id}`}
          size="sm"
          mt="sm"
          display="block"
        >
          {t('Open the dealer')}
        </Anchor>
      )}
      {a.status === 'pending' && open === null && (
        <Group gap="sm" mt="sm">
          <Button onClick={() => setOpen('approve')} data-testid="approve-application">
            {t('Approve')}
          </Button>
          <Button
            variant="default"
            c="red.9"
            onClick={() => setOpen('reject')}
            data-testid="reject-application"
          >
            {t('Reject')}
          </Button>
        </Group>
      )}
      {a.status === 'pending' && open === 'approve' && (
        <ApproveForm
          application={a}
          tiers={tiers}
          onDone={onReviewed}
          onCancel={() => setOpen(null)}
        />
      )}
      {a.status === 'pending' && open === 'reject' && (
        <RejectForm application={a} onDone={onReviewed} onCancel={() => setOpen(null)} />
      )}
    </Paper>
  );
}

export function ApplicationList() {
  const applications = useDealerApplications(null);
  const tiers = usePriceTiers();
  const [done, setDone] = useState<Reviewed | null>(null);
  const rows = sortApplications(applications.value ?? []);
  const pending = rows.filter((row) => row.status === 'pending').length;
  return (
    <Stack gap="sm" data-testid="application-list">
      <Text size="sm" c="dark.5" aria-live="polite" data-testid="application-total">
        {applications.loading && !applications.value
          ? t('Loading applications…')
          : t('{count, plural, one {# application waiting} other {# applications waiting}}', {
              count: pending,
            })}
      </Text>
      {(applications.error ?? tiers.error) && (
        <Alert color="red" role="alert" data-testid="applications-error">
          {shownMessage((applications.error ?? tiers.error)!)}
        </Alert>
      )}
      {done && (
        <Alert color="green" role="status" data-testid="review-done">
          {done.text}{' '}
          {done.dealerId && (
            <Anchor component={Link} to={`/admin/dealers/${done.dealerId}`}>
              {t('Open the dealer')}
            </Anchor>
          )}
        </Alert>
      )}
      {rows.map((application) => (
        <ApplicationCard
          key={`${application.id}:${application.status}`}
          application={application}
          tiers={tiers.value ?? []}
          onReviewed={(reviewed) => {
            setDone(reviewed);
            applications.reload();
          }}
        />
      ))}
      {applications.value && rows.length === 0 && (
        <Text c="dark.5" ta="center" py="lg" data-testid="no-applications">
          {t('No dealer applications yet.')}
        </Text>
      )}
    </Stack>
  );
}
