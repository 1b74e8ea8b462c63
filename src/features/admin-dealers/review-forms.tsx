// Approving an application (tier, credit limit, terms, the public locator) or rejecting it
// with a reason. The form checks what it can first (src/lib/dealer-desk.ts); the database
// checks again and its refusal is shown as it wrote it, with what was typed kept.
import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { approveApplication, rejectApplication } from '../../../sync/admin-dealers/actions.ts';
import type { DealerApplication, PriceTier } from '../../../sync/admin-dealers/model.ts';
import { t } from '../../i18n/index.ts';
import {
  REASON_MAX_LENGTH,
  approvalOf,
  reasonProblem,
  type ApprovalErrors,
  type ApprovalForm,
} from '../../lib/dealer-desk.ts';
import { messageOf } from './display.ts';
import { TermsFields } from './terms-fields.tsx';

export interface Reviewed {
  text: string;
  dealerId: string | null;
}

const EMPTY_APPROVAL: ApprovalForm = {
  tierId: null,
  creditLimit: '',
  paymentTerms: null,
  showInLocator: true,
};

export function ApproveForm({
  application,
  tiers,
  onDone,
  onCancel,
}: {
  application: DealerApplication;
  tiers: readonly PriceTier[];
  onDone: (done: Reviewed) => void;
  onCancel: () => void;
}) {
  const [form, setForm] = useState<ApprovalForm>(EMPTY_APPROVAL);
  const [errors, setErrors] = useState<ApprovalErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const checked = approvalOf(
      form,
      tiers.map((tier) => tier.id),
    );
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await approveApplication(application.id, checked.args);
      setRefusal(null);
      onDone({
        text: t('Approved: {business} is now a dealer.', { business: application.business_name }),
        dealerId: answer?.dealer_id ?? null,
      });
    } catch (error) {
      setRefusal(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm" mt="sm" data-testid="approve-form">
      <TermsFields
        value={form}
        onChange={setForm}
        errors={errors}
        tiers={tiers}
        idPrefix="approve"
      />
      {refusal && (
        <Alert color="red" role="alert" title={t('Not approved')} data-testid="review-error">
          {refusal}
        </Alert>
      )}
      <Group gap="sm">
        <Button onClick={() => void submit()} loading={busy} data-testid="confirm-approve">
          {t('Approve as dealer')}
        </Button>
        <Button variant="default" onClick={onCancel} disabled={busy}>
          {t('Cancel')}
        </Button>
      </Group>
    </Stack>
  );
}

export function RejectForm({
  application,
  onDone,
  onCancel,
}: {
  application: DealerApplication;
  onDone: (done: Reviewed) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const found = reasonProblem(reason, 'reject');
    setProblem(found);
    if (found) return;
    setBusy(true);
    try {
      await rejectApplication(application.id, reason);
      setRefusal(null);
      onDone({
        text: t('Rejected: {business} is told why by email and SMS.', {
          business: application.business_name,
        }),
        dealerId: null,
      });
    } catch (error) {
      setRefusal(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm" mt="sm" data-testid="reject-form">
      <Textarea
        label={t('Reason (the applicant reads it)')}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        error={problem && t(problem)}
        autosize
        minRows={2}
        maxLength={REASON_MAX_LENGTH + 50}
        data-testid="reject-reason"
      />
      {refusal && (
        <Alert color="red" role="alert" title={t('Not rejected')} data-testid="review-error">
          {refusal}
        </Alert>
      )}
      <Group gap="sm">
        <Button
          color="red.8"
          onClick={() => void submit()}
          loading={busy}
          data-testid="confirm-reject"
        >
          {t('Reject application')}
        </Button>
        <Button variant="default" onClick={onCancel} disabled={busy}>
          {t('Cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
