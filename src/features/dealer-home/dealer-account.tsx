// /dealer/ledger and /dealer/statement/:from/:to: the dealer's account with MGRID on the shop
// phone. The statement for a period (from 1 April by default; the link in MGRID's statement
// email and SMS names one): opening balance, each invoice, payment, credit note and bounced
// cheque with the running balance, the closing balance, and the statement as a PDF to keep or
// share. Cut from the phone's copy of the last twelve months, so it opens with no signal; an
// older period is read from the server when online.
import {
  Alert,
  Box,
  Button,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { readMyStatement } from '../../../sync/dealer-prices/actions.ts';
import type { DealerCopy, DealerLedger, LedgerEntry } from '../../../sync/dealer-prices/hooks.ts';
import { useSiteSettings } from '../../../sync/site-settings/hooks.ts';
import { useSyncStatus } from '../../../sync/sync-status/hooks.ts';
import { intlLocale, t } from '../../i18n/index.ts';
import {
  balanceText,
  financialYearStart,
  ledgerPeriod,
  particulars,
  statementLayout,
  statementPeriod,
  statementTotals,
} from '../../lib/dealer-ledger.ts';
import { mgridSeller } from '../../lib/quote-desk-document.ts';
import { dayInWords, indiaMediumDateTime, isoDateInIndia } from '../../lib/india-time.ts';
import { OFFLINE_ACTION } from '../../lib/messages.ts';
import { rupees } from '../../lib/tax-document-layout.ts';
import { ScrollRegion } from '../../ui/scroll-region.tsx';
import { LinkButton } from '../../ui/link-button.tsx';
import { isShareCancelled, saveOrSharePdf } from '../../ui/save-pdf.ts';

interface Period {
  from: string | null;
  to: string;
}

/** The period's ledger: from the phone's copy when it holds it, else from the server. */
function usePeriodLedger(copy: DealerCopy, period: Period) {
  const fromCopy = copy.ledger ? ledgerPeriod(copy.ledger, period.from, period.to) : null;
  const [server, setServer] = useState<{
    key: string;
    ledger: DealerLedger | null;
    error: string | null;
  } | null>(null);
  const key = `${period.from ?? 'all'}:${period.to}`;
  const needsServer = fromCopy === null;
  useEffect(() => {
    if (!needsServer) return;
    let live = true;
    readMyStatement(period.from, period.to).then(
      (ledger) => live && setServer({ key, ledger, error: null }),
      (error: unknown) =>
        live &&
        setServer({
          key,
          ledger: null,
          error: error instanceof Error ? error.message : String(error),
        }),
    );
    return () => {
      live = false;
    };
  }, [needsServer, key, period.from, period.to]);
  if (fromCopy) return { ledger: fromCopy, loading: false, error: null, fromCopy: true };
  const answer = server?.key === key ? server : null;
  return {
    ledger: answer?.ledger ?? null,
    loading: answer === null,
    error: answer?.error ?? null,
    fromCopy: false,
  };
}

function Figure({ label, text, testId }: { label: string; text: string; testId: string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text fz="xs" c="dark.6">
        {label}
      </Text>
      <Text fw={700} data-testid={testId}>
        {text}
      </Text>
    </Paper>
  );
}

/** One line of the statement on a phone: what and when on the left, the amount and balance right. */
function EntryBlock({ entry }: { entry: LedgerEntry }) {
  const debit = entry.debit_in_paise > 0;
  return (
    <Group
      justify="space-between"
      align="flex-start"
      wrap="nowrap"
      py="xs"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      data-testid="statement-line"
      data-kind={entry.kind}
    >
      <div style={{ minWidth: 0 }}>
        <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {particulars(entry, t)}
        </Text>
        <Text fz="xs" c="dark.6">
          {[dayInWords(entry.date, intlLocale()), entry.reference].filter(Boolean).join(' · ')}
        </Text>
        {entry.kind === 'invoice' && (entry.days_overdue ?? 0) > 0 && (
          <Text fz="xs" c="red.8">
            {t('{days} days overdue', { days: entry.days_overdue ?? 0 })}
          </Text>
        )}
      </div>
      <div style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
        <Text fz="sm" fw={600}>
          {debit
            ? t('{amount} owed', { amount: rupees(entry.debit_in_paise) })
            : entry.kind === 'credit_note'
              ? t('{amount} credited', { amount: rupees(entry.credit_in_paise) })
              : t('{amount} paid', { amount: rupees(entry.credit_in_paise) })}
        </Text>
        <Text fz="xs" c="dark.6">
          {t('Balance {balance}', { balance: balanceText(entry.balance_in_paise, '₹', t) })}
        </Text>
      </div>
    </Group>
  );
}

function PeriodPicker({ period, today }: { period: Period; today: string }) {
  const [, setParams] = useSearchParams();
  const [from, setFrom] = useState(period.from ?? '');
  const [to, setTo] = useState(period.to);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(to) && (!from || from <= to) && to <= today;
  return (
    <Group align="flex-end" gap="xs" wrap="wrap">
      <TextInput
        type="date"
        size="xs"
        label={t('From')}
        value={from}
        max={to || today}
        onChange={(event) => setFrom(event.currentTarget.value)}
        data-testid="statement-from"
      />
      <TextInput
        type="date"
        size="xs"
        label={t('To')}
        value={to}
        max={today}
        onChange={(event) => setTo(event.currentTarget.value)}
        data-testid="statement-to"
      />
      <Button
        size="xs"
        variant="light"
        disabled={!valid}
        onClick={() => setParams(from ? { from, to } : { from: 'all', to }, { replace: true })}
        data-testid="statement-show"
      >
        {t('Show')}
      </Button>
      {!valid && (
        <Text fz="xs" c="red.8">
          {t('Choose a period that ends on or after it starts.')}
        </Text>
      )}
    </Group>
  );
}

function Statement({ copy, period }: { copy: DealerCopy; period: Period }) {
  const online = useSyncStatus().online;
  const settings = useSiteSettings();
  const { ledger, loading, error, fromCopy } = usePeriodLedger(copy, period);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (loading) return <Loader size="sm" aria-label={t('Loading')} />;
  if (!ledger) {
    return (
      <Alert color={error === OFFLINE_ACTION ? 'yellow' : 'red'} data-testid="statement-error">
        {error === OFFLINE_ACTION
          ? t(
              'This phone keeps the last twelve months. To see an older period, connect to the internet.',
            )
          : (error ?? '')}
      </Alert>
    );
  }
  const seller = mgridSeller(settings);
  const totals = statementTotals(ledger);
  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      // In the reader's language where the PDF's font draws it (else English).
      await saveOrSharePdf((rupee, devanagari) =>
        devanagari
          ? statementLayout(ledger, seller, rupee, t, intlLocale())
          : statementLayout(ledger, seller, rupee),
      );
    } catch (problem) {
      if (!isShareCancelled(problem)) {
        setFailure(t('The PDF could not be made. Please try again, or print the page.'));
      }
    } finally {
      setBusy(false);
    }
  };
  const readAt = copy.ledger && fromCopy ? copy.readAt : null;
  return (
    <Stack gap="sm" data-testid="dealer-statement">
      <Text fz="sm" fw={600}>
        {t('{from} to {to}', {
          from: ledger.from ? dayInWords(ledger.from, intlLocale()) : t('the first entry'),
          to: dayInWords(ledger.to, intlLocale()),
        })}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        <Figure
          label={t('Opening balance')}
          text={balanceText(ledger.opening_balance_in_paise, '₹', t)}
          testId="statement-opening"
        />
        <Figure
          label={t('Debits in the period')}
          text={rupees(totals.debitInPaise)}
          testId="statement-debits"
        />
        <Figure
          label={t('Credits in the period')}
          text={rupees(totals.creditInPaise)}
          testId="statement-credits"
        />
        <Figure
          label={t('Closing balance')}
          text={balanceText(ledger.closing_balance_in_paise, '₹', t)}
          testId="statement-closing"
        />
      </SimpleGrid>
      <Group gap="xs">
        <Button loading={busy} onClick={() => void download()} data-testid="statement-pdf">
          {t('Download statement (PDF)')}
        </Button>
      </Group>
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      {ledger.entries.length === 0 ? (
        <Text fz="sm" c="dark.6">
          {t('Nothing in this period.')}
        </Text>
      ) : (
        <>
          <Stack gap={0} hiddenFrom="sm" data-testid="statement-lines">
            {ledger.entries.map((entry) => (
              <EntryBlock key={`${entry.kind}:${entry.id}`} entry={entry} />
            ))}
          </Stack>
          <Box visibleFrom="sm">
            <ScrollRegion label={t('Statement of account')}>
              <Table fz="sm" striped miw={520} data-testid="statement-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('Date')}</Table.Th>
                    <Table.Th>{t('Particulars')}</Table.Th>
                    <Table.Th ta="right">{t('Debit')}</Table.Th>
                    <Table.Th ta="right">{t('Credit')}</Table.Th>
                    <Table.Th ta="right">{t('Balance')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {ledger.entries.map((entry) => (
                    <Table.Tr
                      key={`${entry.kind}:${entry.id}`}
                      data-testid="statement-row"
                      data-kind={entry.kind}
                    >
                      <Table.Td>{dayInWords(entry.date, intlLocale())}</Table.Td>
                      <Table.Td>
                        {particulars(entry, t)}
                        {entry.reference && (
                          <Text fz="xs" c="dark.6">
                            {entry.reference}
                          </Text>
                        )}
                        {entry.kind === 'invoice' && (entry.days_overdue ?? 0) > 0 && (
                          <Text fz="xs" c="red.8">
                            {t('{days} days overdue', { days: entry.days_overdue ?? 0 })}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td ta="right">
                        {entry.debit_in_paise > 0 ? rupees(entry.debit_in_paise) : ''}
                      </Table.Td>
                      <Table.Td ta="right">
                        {entry.credit_in_paise > 0 ? rupees(entry.credit_in_paise) : ''}
                      </Table.Td>
                      <Table.Td ta="right">{balanceText(entry.balance_in_paise, '₹', t)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollRegion>
          </Box>
        </>
      )}
      {!online && readAt !== null && (
        <Text fz="xs" c="dark.6" data-testid="statement-as-of">
          {t('As of {when}; it updates when you are online.', {
            when: indiaMediumDateTime(new Date(readAt).toISOString(), intlLocale()),
          })}
        </Text>
      )}
    </Stack>
  );
}

/** /dealer/ledger?from=…&to=… (from 1 April to today when not given). */
export function DealerLedgerScreen({ copy }: { copy: DealerCopy }) {
  const [params] = useSearchParams();
  const today = isoDateInIndia(new Date());
  const period = statementPeriod(
    params.get('from') ?? financialYearStart(today),
    params.get('to') ?? today,
  ) ?? { from: financialYearStart(today), to: today };
  return (
    <Stack gap="md">
      <PeriodPicker key={`${period.from}:${period.to}`} period={period} today={today} />
      <Statement copy={copy} period={period} />
    </Stack>
  );
}

/** /dealer/statement/:from/:to, the link in MGRID's statement email and SMS. */
export function DealerStatementScreen({ copy }: { copy: DealerCopy }) {
  const { from, to } = useParams();
  const period = statementPeriod(from, to);
  if (!period) {
    return (
      <Stack gap="sm" align="flex-start">
        <Alert color="yellow" data-testid="statement-bad-link">
          {t('This statement link does not name a period. Choose the dates on your account page.')}
        </Alert>
        <LinkButton to="/dealer/ledger">{t('Your account')}</LinkButton>
      </Stack>
    );
  }
  return <Statement copy={copy} period={period} />;
}
