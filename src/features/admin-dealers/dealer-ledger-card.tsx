// A dealer's account on the dealer desk: the statement for a period (opening balance, each
// invoice, payment, credit note and bounced cheque with the running balance), money received
// recorded against it (settled oldest invoice first by the database, the rest an advance), a
// cheque marked as bounced with the bank's reason, and the statement as a PDF or sent to the
// dealer's owner by email and SMS. Each answer is the database's; with no signal the page shows
// this device's last copy and a payment collected at the shop is kept here and recorded once
// when back online (a staff command).
import { Alert, Button, Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import {
  bounceDealerPayment,
  newRequestId,
  queueDealerCollection,
  recordDealerPayment,
  sendDealerStatement,
} from '../../../sync/admin-dealers/actions.ts';
import {
  useDealerLedger,
  useReloadWhenSent,
  useWaitingCollections,
} from '../../../sync/admin-dealers/hooks.ts';
import { useSyncStatus } from '../../../sync/sync-status/hooks.ts';
import type { DealerDetail, LedgerEntry } from '../../../sync/admin-dealers/model.ts';
import { useSiteSettings } from '../../../sync/site-settings/hooks.ts';
import { intlLocale, msg, t } from '../../i18n/index.ts';
import {
  PAYMENT_METHODS,
  balanceText,
  bounceReasonProblem,
  financialYearStart,
  particulars,
  paymentMethodLabel,
  paymentOf,
  statementLayout,
  type PaymentErrors,
  type PaymentForm,
} from '../../lib/dealer-ledger.ts';
import { mgridSeller } from '../../lib/quote-desk-document.ts';
import { dayInWords, isoDateInIndia } from '../../lib/india-time.ts';
import { rupees } from '../../lib/tax-document-layout.ts';
import { ScrollRegion } from '../../ui/scroll-region.tsx';
import { ActionMessage, type ActionOutcome } from '../../ui/action-message.tsx';
import { DeskCopyNote } from '../../ui/desk-copy-note.tsx';
import { shownMessage } from '../../ui/form-errors.ts';
import { isShareCancelled, saveOrSharePdf } from '../../ui/save-pdf.ts';
import { messageOf } from './display.ts';

const EMPTY_PAYMENT = (today: string): PaymentForm => ({
  method: null,
  reference: '',
  chequeDate: '',
  amount: '',
  receivedOn: today,
  note: '',
});

const REFERENCE_LABELS: Record<string, string> = {
  upi: msg('UPI UTR (12 digits)'),
  neft_rtgs: msg('NEFT/RTGS UTR'),
  cheque: msg('Cheque number (6 digits)'),
  cash: msg('Receipt number (optional)'),
};

function WaitingCollections({ dealerId, onSent }: { dealerId: string; onSent: () => void }) {
  const waiting = useWaitingCollections(dealerId);
  useReloadWhenSent(waiting, onSent);
  if (waiting.length === 0) return null;
  return (
    <Alert color="yellow" data-testid="waiting-collections">
      <Text size="sm" fw={600}>
        {t('Collected on this device, not yet recorded:')}
      </Text>
      {waiting.map((command) => (
        <Text size="sm" key={command.id} data-testid="waiting-collection">
          {rupees(Number(command.args.amount_in_paise ?? 0))} ·{' '}
          {t(paymentMethodLabel(String(command.args.method ?? '')))}
          {command.args.reference ? ` ${String(command.args.reference)}` : ''}
          {command.refusedBecause
            ? ` · ${t('Refused: {reason}', { reason: command.refusedBecause })}`
            : ` · ${t('waiting for a connection')}`}
        </Text>
      ))}
    </Alert>
  );
}

function PaymentFormCard({ dealerId, onRecorded }: { dealerId: string; onRecorded: () => void }) {
  const today = isoDateInIndia(new Date());
  const online = useSyncStatus().online;
  const [form, setForm] = useState<PaymentForm>(() => EMPTY_PAYMENT(today));
  const [errors, setErrors] = useState<PaymentErrors>({});
  // Kept until the payment is recorded, so sending again after a dropped answer is the same one.
  const [id, setId] = useState(newRequestId);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  const set = (patch: Partial<PaymentForm>) => setForm((f) => ({ ...f, ...patch }));

  const record = async () => {
    const checked = paymentOf(form, today, t);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    if (!online) {
      // At the shop with no signal: kept on this device, recorded once when back online.
      try {
        await queueDealerCollection(dealerId, checked.args);
        setOutcome({
          ok: true,
          text: t(
            'Saved on this device: the payment is recorded once you are back online, and settles the oldest invoices then.',
          ),
        });
        setForm(EMPTY_PAYMENT(today));
      } catch (error) {
        setOutcome({ ok: false, text: messageOf(error) });
      } finally {
        setBusy(false);
      }
      return;
    }
    try {
      const answer = await recordDealerPayment(id, dealerId, checked.args);
      const settled = answer.allocations.map((a) => a.invoice_number).join(', ');
      setOutcome({
        ok: true,
        text: [
          t('{amount} recorded.', { amount: rupees(answer.amount_in_paise) }),
          settled ? t('Settles {invoices}.', { invoices: settled }) : '',
          answer.unallocated_in_paise > 0
            ? t('{amount} is kept as an advance.', {
                amount: rupees(answer.unallocated_in_paise),
              })
            : '',
          t('Balance now {balance}.', { balance: balanceText(answer.balance_in_paise, '₹', t) }),
        ]
          .filter(Boolean)
          .join(' '),
      });
      setForm(EMPTY_PAYMENT(today));
      setId(newRequestId());
      onRecorded();
    } catch (error) {
      setOutcome({ ok: false, text: messageOf(error) });
    } finally {
      setBusy(false);
    }
  };

  const cheque = form.method === 'cheque';
  return (
    <Stack gap="sm" data-testid="payment-form">
      <Title order={3} fz="md">
        {t('Record a payment')}
      </Title>
      <Group align="flex-start" grow wrap="wrap">
        <Select
          label={t('Paid by')}
          data={PAYMENT_METHODS.map((method) => ({
            value: method,
            label: t(paymentMethodLabel(method)),
          }))}
          value={form.method}
          onChange={(method) => set({ method })}
          error={errors.method}
          allowDeselect={false}
          data-testid="payment-method"
        />
        <TextInput
          label={t(REFERENCE_LABELS[form.method ?? ''] ?? 'Reference')}
          value={form.reference}
          onChange={(event) => set({ reference: event.currentTarget.value })}
          error={errors.reference}
          autoComplete="off"
          data-testid="payment-reference"
        />
        <TextInput
          label={t('Amount received (₹)')}
          value={form.amount}
          onChange={(event) => set({ amount: event.currentTarget.value })}
          error={errors.amount}
          inputMode="decimal"
          autoComplete="off"
          data-testid="payment-amount"
        />
      </Group>
      <Group align="flex-start" grow wrap="wrap">
        <TextInput
          type="date"
          label={t('Received on')}
          value={form.receivedOn}
          max={today}
          onChange={(event) => set({ receivedOn: event.currentTarget.value })}
          error={errors.receivedOn}
          data-testid="payment-received-on"
        />
        {cheque && (
          <TextInput
            type="date"
            label={t('Cheque date')}
            value={form.chequeDate}
            onChange={(event) => set({ chequeDate: event.currentTarget.value })}
            error={errors.chequeDate}
            data-testid="payment-cheque-date"
          />
        )}
        <TextInput
          label={t('Note (optional)')}
          value={form.note}
          onChange={(event) => set({ note: event.currentTarget.value })}
          error={errors.note}
          maxLength={550}
          data-testid="payment-note"
        />
      </Group>
      <Text size="xs" c="dark.5">
        {t(
          'The payment settles the oldest unpaid invoices first; what is left is kept as an advance for the next invoice.',
        )}
      </Text>
      <Group>
        <Button onClick={() => void record()} loading={busy} data-testid="record-payment">
          {online ? t('Record payment') : t('Save on this device')}
        </Button>
      </Group>
      <ActionMessage message={outcome} testId="payment-outcome" />
      <WaitingCollections dealerId={dealerId} onSent={onRecorded} />
    </Stack>
  );
}

function BounceControl({ entry, onBounced }: { entry: LedgerEntry; onBounced: () => void }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!open) {
    return (
      <Button size="compact-xs" variant="default" onClick={() => setOpen(true)}>
        {t('Bounced…')}
      </Button>
    );
  }
  const bounce = async () => {
    const found = bounceReasonProblem(reason, t);
    setProblem(found);
    if (found) return;
    setBusy(true);
    try {
      await bounceDealerPayment(entry.id, reason);
      setOpen(false);
      onBounced();
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={4} data-testid="bounce-form">
      <TextInput
        size="xs"
        aria-label={t('Why the cheque bounced')}
        placeholder={t('Why the cheque bounced')}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        error={problem}
        data-testid="bounce-reason"
      />
      <Group gap={4}>
        <Button
          size="compact-xs"
          color="red.8"
          loading={busy}
          onClick={() => void bounce()}
          data-testid="confirm-bounce"
        >
          {t('Mark as bounced')}
        </Button>
        <Button size="compact-xs" variant="default" onClick={() => setOpen(false)}>
          {t('Cancel')}
        </Button>
      </Group>
    </Stack>
  );
}

export function DealerLedgerCard({ dealer }: { dealer: DealerDetail }) {
  const today = isoDateInIndia(new Date());
  const [from, setFrom] = useState(() => financialYearStart(today));
  const [to, setTo] = useState(today);
  const period = from && to && from <= to ? { from, to } : null;
  const ledger = useDealerLedger(dealer.id, period?.from ?? null, period?.to ?? today);
  const settings = useSiteSettings();
  const [statementId, setStatementId] = useState(newRequestId);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  const value = ledger.value;
  const bounced = new Set(value?.entries.filter((e) => e.kind === 'bounce').map((e) => e.id));
  const seller = mgridSeller(settings);

  const download = async () => {
    if (!value) return;
    await saveOrSharePdf((rupee) => statementLayout(value, seller, rupee)).catch(
      (error: unknown) => {
        if (!isShareCancelled(error)) setOutcome({ ok: false, text: messageOf(error) });
      },
    );
  };

  const send = async () => {
    if (!period) return;
    setSending(true);
    try {
      const answer = await sendDealerStatement(statementId, dealer.id, period.from, period.to);
      setOutcome({
        ok: true,
        text: t('Statement sent to {recipients}.', {
          recipients: answer.channels.map((c) => c.recipient).join(', '),
        }),
      });
      setStatementId(newRequestId());
    } catch (error) {
      setOutcome({ ok: false, text: messageOf(error) });
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap="sm" data-testid="dealer-ledger">
      <Title order={2} fz="lg">
        {t('Account')}
      </Title>
      <Group align="flex-end" wrap="wrap">
        <TextInput
          type="date"
          label={t('From')}
          value={from}
          max={to || today}
          onChange={(event) => {
            setFrom(event.currentTarget.value);
            setStatementId(newRequestId());
          }}
          data-testid="ledger-from"
        />
        <TextInput
          type="date"
          label={t('To')}
          value={to}
          max={today}
          onChange={(event) => {
            setTo(event.currentTarget.value);
            setStatementId(newRequestId());
          }}
          data-testid="ledger-to"
        />
        <Button
          variant="default"
          disabled={!value || ledger.loading}
          onClick={() => void download()}
          data-testid="statement-pdf"
        >
          {t('Download statement (PDF)')}
        </Button>
        <Button
          variant="light"
          disabled={!period}
          loading={sending}
          onClick={() => void send()}
          data-testid="send-statement"
        >
          {t('Send statement to the dealer')}
        </Button>
      </Group>
      {!period && (
        <Alert color="yellow" role="status">
          {t('Choose a period that ends on or after it starts.')}
        </Alert>
      )}
      <DeskCopyNote error={ledger.error && shownMessage(ledger.error)} savedAt={ledger.savedAt} />
      <ActionMessage message={outcome} testId="statement-outcome" />
      {value && (
        <>
          <Group gap="xl" wrap="wrap">
            <Text size="sm">
              {t('Opening balance')}:{' '}
              <b data-testid="ledger-opening">
                {balanceText(value.opening_balance_in_paise, '₹', t)}
              </b>
            </Text>
            <Text size="sm">
              {t('Closing balance')}:{' '}
              <b data-testid="ledger-closing">
                {balanceText(value.closing_balance_in_paise, '₹', t)}
              </b>
            </Text>
          </Group>
          <ScrollRegion label={t('Account')}>
            <Table striped miw={640} data-testid="ledger-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('Date')}</Table.Th>
                  <Table.Th>{t('Particulars')}</Table.Th>
                  <Table.Th>{t('Reference')}</Table.Th>
                  <Table.Th ta="right">{t('Debit')}</Table.Th>
                  <Table.Th ta="right">{t('Credit')}</Table.Th>
                  <Table.Th ta="right">{t('Balance')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {value.entries.map((entry) => (
                  <Table.Tr
                    key={`${entry.kind}:${entry.id}`}
                    data-testid="ledger-row"
                    data-kind={entry.kind}
                  >
                    <Table.Td>{dayInWords(entry.date, intlLocale())}</Table.Td>
                    <Table.Td>
                      {particulars(entry, t)}
                      {entry.kind === 'invoice' && (entry.days_overdue ?? 0) > 0 && (
                        <Text size="xs" c="red.8">
                          {t('{days} days overdue', { days: entry.days_overdue ?? 0 })}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{entry.reference ?? ''}</Table.Td>
                    <Table.Td ta="right">
                      {entry.debit_in_paise > 0 && rupees(entry.debit_in_paise)}
                    </Table.Td>
                    <Table.Td ta="right">
                      {entry.credit_in_paise > 0 && rupees(entry.credit_in_paise)}
                    </Table.Td>
                    <Table.Td ta="right" data-testid="ledger-balance">
                      {balanceText(entry.balance_in_paise, '₹', t)}
                    </Table.Td>
                    <Table.Td>
                      {entry.kind === 'payment' &&
                        entry.method === 'cheque' &&
                        !bounced.has(entry.id) && (
                          <BounceControl entry={entry} onBounced={ledger.reload} />
                        )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
          {value.entries.length === 0 && (
            <Text size="sm" c="dark.5">
              {t('Nothing in this period.')}
            </Text>
          )}
        </>
      )}
      <PaymentFormCard dealerId={dealer.id} onRecorded={ledger.reload} />
    </Stack>
  );
}
