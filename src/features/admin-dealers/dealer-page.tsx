// /admin/dealers/:dealerId: one dealer's account (business, GSTIN, address, owner), its
// members, its terms (changed here: tier, credit limit, payment terms, the public locator)
// its account (statement, payments, bounced cheques, the statement as PDF or sent) and its standing: suspend with a reason (the dealer sees it; orders on credit are refused)
// or reinstate. The database decides each change and its refusals are shown as they come.
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  reinstateDealer,
  suspendDealer,
  updateDealerTerms,
} from '../../../sync/admin-dealers/actions.ts';
import { useAdminDealer, usePriceTiers } from '../../../sync/admin-dealers/hooks.ts';
import type { DealerDetail, DealerMember, PriceTier } from '../../../sync/admin-dealers/model.ts';
import { msg, t } from '../../i18n/index.ts';
import { formatIndianMobile } from '../../lib/sign-in-identifier.ts';
import {
  REASON_MAX_LENGTH,
  approvalOf,
  paiseToRupeesText,
  reasonProblem,
  shopTypeLabel,
  termsChanges,
  type ApprovalErrors,
  type ApprovalForm,
} from '../../lib/dealer-desk.ts';
import { shownMessage } from '../../ui/form-errors.ts';
import { ActionMessage, type ActionOutcome } from '../../ui/action-message.tsx';
import { DeskCopyNote } from '../../ui/desk-copy-note.tsx';
import { formatWhen, messageOf } from './display.ts';
import { DealerLedgerCard } from './dealer-ledger-card.tsx';
import { DealerStatusBadge } from './dealer-list.tsx';
import { Fact } from './fact.tsx';
import { TermsFields } from './terms-fields.tsx';

const ROLE_LABELS: Record<DealerMember['role'], string> = {
  owner: msg('Owner'),
  buyer: msg('Buyer (may order)'),
  viewer: msg('Viewer (sees dealer prices)'),
};

const MEMBER_STATUS_LABELS: Record<DealerMember['status'], string> = {
  invited: msg('Invited'),
  active: msg('Active'),
  removed: msg('Removed'),
};

const formOf = (dealer: DealerDetail): ApprovalForm => ({
  tierId: dealer.tier_id,
  creditLimit: paiseToRupeesText(Number(dealer.credit_limit_in_paise)),
  paymentTerms: dealer.payment_terms,
  showInLocator: dealer.show_in_locator,
});

function TermsEditor({
  dealer,
  tiers,
  onSaved,
  outcome,
  setOutcome,
}: {
  dealer: DealerDetail;
  tiers: readonly PriceTier[];
  onSaved: () => void;
  /** Kept by the page: the editor starts again from the stored terms after a save. */
  outcome: ActionOutcome | null;
  setOutcome: (outcome: ActionOutcome | null) => void;
}) {
  const [form, setForm] = useState<ApprovalForm>(() => formOf(dealer));
  const [errors, setErrors] = useState<ApprovalErrors>({});
  const [busy, setBusy] = useState(false);

  const save = async () => {
    const checked = approvalOf(
      form,
      tiers.map((tier) => tier.id),
    );
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    const changes = termsChanges(dealer, checked.args);
    if (Object.keys(changes).length === 0) {
      setOutcome({ ok: true, text: t('Nothing changed.') });
      return;
    }
    setBusy(true);
    try {
      await updateDealerTerms(dealer.id, changes);
      setOutcome({ ok: true, text: t('Terms saved.') });
      onSaved();
    } catch (error) {
      setOutcome({ ok: false, text: messageOf(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm" data-testid="terms-editor">
      <Title order={2} fz="lg">
        {t('Terms')}
      </Title>
      <TermsFields value={form} onChange={setForm} errors={errors} tiers={tiers} idPrefix="terms" />
      <Group>
        <Button onClick={() => void save()} loading={busy} data-testid="save-terms">
          {t('Save terms')}
        </Button>
      </Group>
      <ActionMessage message={outcome} testId="terms-outcome" />
    </Stack>
  );
}

function Standing({ dealer, onChanged }: { dealer: DealerDetail; onChanged: () => void }) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const suspended = dealer.status === 'suspended';

  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      setOutcome({ ok: true, text: done });
      setReason('');
      onChanged();
    } catch (error) {
      setOutcome({ ok: false, text: messageOf(error) });
    } finally {
      setBusy(false);
    }
  };

  const suspend = () => {
    const found = reasonProblem(reason, 'suspend');
    setProblem(found);
    if (found) return;
    void run(() => suspendDealer(dealer.id, reason), t('Dealer suspended.'));
  };

  return (
    <Stack gap="sm" data-testid="dealer-standing">
      <Title order={2} fz="lg">
        {t('Standing')}
      </Title>
      {suspended ? (
        <>
          <Text size="sm" data-testid="suspend-reason">
            {t('Suspended: {reason}', { reason: dealer.suspend_reason ?? '' })}
          </Text>
          <Text size="sm" c="dark.5">
            {t(
              'Reinstating lets the dealer order on credit again and lists the shop again if it is shown in the locator.',
            )}
          </Text>
          <Group>
            <Button
              onClick={() => void run(() => reinstateDealer(dealer.id), t('Dealer reinstated.'))}
              loading={busy}
              data-testid="reinstate-dealer"
            >
              {t('Reinstate dealer')}
            </Button>
          </Group>
        </>
      ) : (
        <>
          <Text size="sm" c="dark.5">
            {t(
              'A suspended dealer can still browse, but orders on credit are refused with your reason, and the shop leaves the public locator.',
            )}
          </Text>
          <Textarea
            label={t('Reason (the dealer sees it)')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={problem && t(problem)}
            autosize
            minRows={2}
            maxLength={REASON_MAX_LENGTH + 50}
            data-testid="suspend-reason-input"
          />
          <Group>
            <Button color="red.8" onClick={suspend} loading={busy} data-testid="suspend-dealer">
              {t('Suspend dealer')}
            </Button>
          </Group>
        </>
      )}
      <ActionMessage message={outcome} testId="standing-outcome" />
    </Stack>
  );
}

function Members({ dealer }: { dealer: DealerDetail }) {
  return (
    <Stack gap="xs" data-testid="dealer-members">
      <Title order={2} fz="lg">
        {t('Members')}
      </Title>
      <Table striped layout="fixed" style={{ overflowWrap: 'anywhere' }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('Person')}</Table.Th>
            <Table.Th>{t('Role')}</Table.Th>
            <Table.Th>{t('Status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {dealer.members.map((member) => (
            <Table.Tr key={member.member_id} data-testid="member-row" data-role={member.role}>
              <Table.Td>
                {[member.full_name, member.email ?? member.invited_contact]
                  .filter(Boolean)
                  .join(' · ') || '—'}
              </Table.Td>
              <Table.Td>{t(ROLE_LABELS[member.role] ?? member.role)}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={member.status === 'active' ? 'green' : 'gray'}>
                  {t(MEMBER_STATUS_LABELS[member.status] ?? member.status)}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {dealer.members.length === 0 && (
        <Text size="sm" c="dark.5">
          {t('No members yet.')}
        </Text>
      )}
    </Stack>
  );
}

export function DealerPage() {
  const { dealerId = '' } = useParams();
  const dealer = useAdminDealer(dealerId);
  const tiers = usePriceTiers();
  const row = dealer.value;
  const [termsOutcome, setTermsOutcome] = useState<ActionOutcome | null>(null);
  const address = row
    ? [row.address_line1, row.address_line2, row.city, `${row.state} ${row.pin_code}`]
        .filter(Boolean)
        .join(', ')
    : '';
  return (
    <Stack gap="md" data-testid="dealer-page">
      <Anchor component={Link} to="/admin/dealers?tab=dealers" size="sm">
        {t('← All dealers')}
      </Anchor>
      {dealer.error && dealer.savedAt ? (
        <DeskCopyNote error={shownMessage(dealer.error)} savedAt={dealer.savedAt} />
      ) : (
        (dealer.error ?? tiers.error) && (
          <Alert color="red" role="alert" data-testid="dealer-error">
            {shownMessage((dealer.error ?? tiers.error)!)}
          </Alert>
        )
      )}
      {!row && dealer.loading && <Text size="sm">{t('Loading dealers…')}</Text>}
      {!row && !dealer.loading && !dealer.error && (
        <Alert color="gray" data-testid="dealer-not-found">
          {t('There is no dealer at this address.')}
        </Alert>
      )}
      {row && (
        <>
          <Card withBorder padding="md">
            <Group gap="xs" mb="sm" wrap="wrap">
              <Title order={2} fz="xl" style={{ overflowWrap: 'anywhere' }}>
                {row.business_name}
              </Title>
              <DealerStatusBadge status={row.status} />
            </Group>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
              <Fact label={t('GSTIN')}>{row.gstin}</Fact>
              <Fact label={t('Shop type')}>{t(shopTypeLabel(row.shop_type))}</Fact>
              <Fact label={t('Owner')}>{row.owner_name}</Fact>
              <Fact label={t('Dealer since')}>{formatWhen(row.created_at)}</Fact>
              <Fact label={t('Mobile')}>
                <Anchor href={`tel:${row.mobile}`}>{formatIndianMobile(row.mobile)}</Anchor>
              </Fact>
              <Fact label={t('Email')}>
                <Anchor href={`mailto:${row.email}`}>{row.email}</Anchor>
              </Fact>
              <Fact label={t('Address')}>{address}</Fact>
            </SimpleGrid>
          </Card>
          <Card withBorder padding="md">
            {/* Keyed by the stored terms, so the form shows them again after a save. */}
            <TermsEditor
              key={`${row.tier_id}:${row.credit_limit_in_paise}:${row.payment_terms}:${row.show_in_locator}`}
              dealer={row}
              tiers={tiers.value ?? []}
              onSaved={dealer.reload}
              outcome={termsOutcome}
              setOutcome={setTermsOutcome}
            />
          </Card>
          <Card withBorder padding="md">
            <DealerLedgerCard dealer={row} />
          </Card>
          <Card withBorder padding="md">
            <Standing dealer={row} onChanged={dealer.reload} />
          </Card>
          <Card withBorder padding="md">
            <Members dealer={row} />
          </Card>
        </>
      )}
    </Stack>
  );
}
