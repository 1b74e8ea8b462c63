import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Tabs.css';
import { Alert, Badge, Button, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { intlLocale, t } from '../../i18n/index.ts';
import { catalogueName } from '../../lib/catalogue.ts';
import { indiaDateTime, isoDateInIndia } from '../../lib/india-time.ts';
import { quoteRequestPath, quoteStatusWords, validityWords } from '../../lib/quotation.ts';
import { quotationLayout, quotationNumber } from '../../lib/quotation-layout.ts';
import { rupees } from '../../lib/tax-document-layout.ts';
import type { BuyerQuote } from '../../../sync/quotes/model.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { LinkButton } from '../../ui/link-button.tsx';
import { LoadingState } from '../../ui/loading-state.tsx';
import { useProducts } from '../../../sync/products/hooks.ts';
import { useQuote } from '../../../sync/quotes/hooks.ts';
import { isShareCancelled, saveOrSharePdf } from '../../ui/save-pdf.ts';
import { TaxDocumentView } from '../../ui/tax-document-view.tsx';
import { shownMessage } from '../../ui/form-errors.ts';
import { AcceptQuoteForm } from './accept-quote-form.tsx';
import { AskChanges } from './ask-changes.tsx';
import classes from './quote-view.module.css';

const STATUS_COLOR: Record<string, string> = {
  sent: 'blue',
  accepted: 'green',
  converted: 'green',
  expired: 'gray',
  declined: 'red',
};

/**
 * /quote/:token, no account needed: the quotation as the database last said (offline: the
 * copy this device last read, and when), its document on screen, print and PDF, and, while it
 * can be accepted, "Accept and place order" or "Ask for changes".
 */
export function QuoteView({ token }: { token: string }) {
  const { copy, loading, missing, offline, error } = useQuote(token);
  if (!copy) {
    if (loading) return <LoadingState label={t('Opening your quotation')} />;
    if (missing) {
      return (
        <EmptyState
          title={t('We could not find this quotation')}
          action={<LinkButton to="/quote/request">{t('Ask for a quotation')}</LinkButton>}
        >
          {t(
            'Check the link in your SMS or email. If you have just asked for it, it appears here once your request reaches us.',
          )}
        </EmptyState>
      );
    }
    return (
      <Alert
        color={offline ? 'yellow' : 'red'}
        role="alert"
        title={t('The quotation could not be opened')}
      >
        {offline
          ? t(
              'You are offline and this device has no copy of it yet. Please open the link again when you are back online.',
            )
          : shownMessage(error ?? '')}
      </Alert>
    );
  }
  return <NamedQuoteBody quote={copy.quote} readAt={copy.readAt} offline={offline} />;
}

/** A line the answer named by its id alone (a request not yet priced) gets the catalogue's name. */
function NamedQuoteBody(props: { quote: BuyerQuote; readAt: number; offline: boolean }) {
  const products = useProducts();
  const { quote } = props;
  const named = useMemo(() => {
    const lines = quote.document.lines.map((line) =>
      line.name === line.productId
        ? { ...line, name: catalogueName(products, [line.productId]) ?? line.name }
        : line,
    );
    return { ...quote, document: { ...quote.document, lines } };
  }, [quote, products]);
  return <QuoteBody {...props} quote={named} />;
}

function QuoteBody({
  quote,
  readAt,
  offline,
}: {
  quote: BuyerQuote;
  readAt: number;
  offline: boolean;
}) {
  const document = quote.document;
  // On screen, paper and PDF in the page's language (DocumentActions).
  const layout = quotationLayout(document, '₹', t, intlLocale());
  const ready =
    document.number !== null && quote.status !== 'requested' && quote.status !== 'draft';
  const today = isoDateInIndia(new Date());
  return (
    <Stack gap="lg">
      {offline && (
        <Alert color="yellow" role="status" data-testid="quote-offline">
          {t(
            'You are offline: this is the copy read on {date}. Accepting or asking for changes needs a connection.',
            { date: indiaDateTime(readAt, intlLocale()) },
          )}
        </Alert>
      )}
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="xs">
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
            <Title order={2} fz="lg" data-testid="quote-number">
              {ready
                ? t('Quotation {number}', { number: quotationNumber(document, t) })
                : t('Your quotation request')}
            </Title>
            <Badge
              color={STATUS_COLOR[quote.status] ?? 'orange'}
              variant="light"
              data-testid="quote-status"
            >
              {quoteStatusWords(quote.status, t)}
            </Badge>
          </Group>
          {ready && (
            <>
              <Text
                fz={{ base: 'xl', sm: '1.75rem' }}
                fw={700}
                data-testid="quote-total"
                data-keep-clear
              >
                {rupees(document.totalInPaise)}
              </Text>
              <Text fz="sm" c="dark.5">
                {document.taxSplit === 'cgst_sgst'
                  ? t('Includes CGST {cgst} and SGST {sgst}', {
                      cgst: rupees(document.cgstInPaise),
                      sgst: rupees(document.sgstInPaise),
                    })
                  : t('Includes IGST {igst}', { igst: rupees(document.igstInPaise) })}
                {document.deliveryFeeInPaise > 0
                  ? t(' and delivery {fee}', { fee: rupees(document.deliveryFeeInPaise) })
                  : t(', delivery free')}
              </Text>
              <Text fz="sm" fw={600} data-testid="quote-validity">
                {validityWords(document.validUntil, today, t, intlLocale())}
              </Text>
            </>
          )}
          {!ready && (
            <Text fz="sm">
              {t(
                'We are preparing your quotation for {count, plural, one {# product} other {# products}}. You will get an SMS and email with this link when it is ready to accept.',
                { count: document.lines.length },
              )}
            </Text>
          )}
          <QuoteOutcome quote={quote} />
        </Stack>
      </Paper>
      {ready && (
        <>
          <DocumentActions quote={quote} />
          <div className={classes.printable}>
            <TaxDocumentView layout={layout} />
          </div>
          {quote.status === 'sent' && <QuoteActions quote={quote} online={!offline} />}
        </>
      )}
    </Stack>
  );
}

function QuoteOutcome({ quote }: { quote: BuyerQuote }) {
  if ((quote.status === 'converted' || quote.status === 'accepted') && quote.orderId) {
    return (
      <Group gap="sm">
        <Text fz="sm" data-testid="quote-order">
          {t('Accepted: order {number}', { number: quote.orderNumber ?? '' })}
        </Text>
        <LinkButton to={`/order-success/${quote.orderId}`} size="xs" variant="light">
          {t('Follow the order')}
        </LinkButton>
      </Group>
    );
  }
  if (quote.status === 'expired' || quote.status === 'declined') {
    return (
      <Group gap="sm">
        <Text fz="sm">
          {quote.status === 'expired'
            ? t('This quotation can no longer be accepted.')
            : t('This quotation was withdrawn.')}
        </Text>
        <LinkButton to={quoteRequestPath(quote.document.lines)} size="xs" variant="light">
          {t('Ask for a new one')}
        </LinkButton>
      </Group>
    );
  }
  return null;
}

function DocumentActions({ quote }: { quote: BuyerQuote }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      // In the reader's language where the PDF's font draws it (else English).
      await saveOrSharePdf((rupee, devanagari) =>
        devanagari
          ? quotationLayout(quote.document, rupee, t, intlLocale())
          : quotationLayout(quote.document, rupee),
      );
    } catch (error) {
      if (!isShareCancelled(error)) {
        setFailure(t('The PDF could not be made. Please try again, or print the page.'));
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="xs" className={classes.noPrint}>
      <Group gap="sm">
        <Button loading={busy} onClick={() => void download()} data-testid="quote-pdf">
          {t('Download PDF')}
        </Button>
        <Button variant="default" onClick={() => window.print()}>
          {t('Print')}
        </Button>
      </Group>
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
    </Stack>
  );
}

function QuoteActions({ quote, online }: { quote: BuyerQuote; online: boolean }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} className={classes.noPrint}>
      <Tabs defaultValue="accept" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="accept" data-testid="quote-accept-tab">
            {t('Accept and place order')}
          </Tabs.Tab>
          <Tabs.Tab value="changes" data-testid="quote-changes-tab">
            {t('Ask for changes')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="accept">
          <AcceptQuoteForm quote={quote} online={online} />
        </Tabs.Panel>
        <Tabs.Panel value="changes">
          <AskChanges token={quote.token} online={online} />
        </Tabs.Panel>
      </Tabs>
    </Paper>
  );
}
