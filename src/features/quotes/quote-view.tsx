import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Tabs.css';
import { Alert, Badge, Button, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { isoDateInIndia } from '../../lib/iso-date.ts';
import { indiaDateTime } from '../../lib/order-tracking.ts';
import { quoteRequestPath, quoteStatusWords, validityWords } from '../../lib/quotation.ts';
import { quotationLayout, quotationNumber } from '../../lib/quotation-layout.ts';
import { rupees } from '../../lib/tax-document-layout.ts';
import type { BuyerQuote } from '../../../sync/quotes/model.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { LinkButton } from '../../ui/link-button.tsx';
import { LoadingState } from '../../ui/loading-state.tsx';
import { useQuote } from '../../../sync/quotes/hooks.ts';
import { isShareCancelled, saveOrSharePdf } from '../../ui/save-pdf.ts';
import { TaxDocumentView } from '../../ui/tax-document-view.tsx';
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
    if (loading) return <LoadingState label="Opening your quotation" />;
    if (missing) {
      return (
        <EmptyState
          title="We could not find this quotation"
          action={<LinkButton to="/quote/request">Ask for a quotation</LinkButton>}
        >
          Check the link in your SMS or email. If you have just asked for it, it appears here once
          your request reaches us.
        </EmptyState>
      );
    }
    return (
      <Alert
        color={offline ? 'yellow' : 'red'}
        role="alert"
        title="The quotation could not be opened"
      >
        {offline
          ? 'You are offline and this device has no copy of it yet. Please open the link again when you are back online.'
          : error}
      </Alert>
    );
  }
  return <QuoteBody quote={copy.quote} readAt={copy.readAt} offline={offline} />;
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
  const layout = quotationLayout(document);
  const ready =
    document.number !== null && quote.status !== 'requested' && quote.status !== 'draft';
  const today = isoDateInIndia(new Date());
  return (
    <Stack gap="lg">
      {offline && (
        <Alert color="yellow" role="status" data-testid="quote-offline">
          You are offline: this is the copy read on {indiaDateTime(readAt)}. Accepting or asking for
          changes needs a connection.
        </Alert>
      )}
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="xs">
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
            <Title order={2} fz="lg" data-testid="quote-number">
              {ready ? `Quotation ${quotationNumber(document)}` : 'Your quotation request'}
            </Title>
            <Badge
              color={STATUS_COLOR[quote.status] ?? 'orange'}
              variant="light"
              data-testid="quote-status"
            >
              {quoteStatusWords(quote.status)}
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
                  ? `Includes CGST ${rupees(document.cgstInPaise)} and SGST ${rupees(document.sgstInPaise)}`
                  : `Includes IGST ${rupees(document.igstInPaise)}`}
                {document.deliveryFeeInPaise > 0
                  ? ` and delivery ${rupees(document.deliveryFeeInPaise)}`
                  : ', delivery free'}
              </Text>
              <Text fz="sm" fw={600} data-testid="quote-validity">
                {validityWords(document.validUntil, today)}
              </Text>
            </>
          )}
          {!ready && (
            <Text fz="sm">
              We are preparing your quotation for {document.lines.length}{' '}
              {document.lines.length === 1 ? 'product' : 'products'}. You will get an SMS and email
              with this link when it is ready to accept.
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
          Accepted: order {quote.orderNumber}
        </Text>
        <LinkButton to={`/order-success/${quote.orderId}`} size="xs" variant="light">
          Follow the order
        </LinkButton>
      </Group>
    );
  }
  if (quote.status === 'expired' || quote.status === 'declined') {
    return (
      <Group gap="sm">
        <Text fz="sm">
          {quote.status === 'expired'
            ? 'This quotation can no longer be accepted.'
            : 'This quotation was withdrawn.'}
        </Text>
        <LinkButton to={quoteRequestPath(quote.document.lines)} size="xs" variant="light">
          Ask for a new one
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
      await saveOrSharePdf(quotationLayout(quote.document, 'Rs.'));
    } catch (error) {
      if (!isShareCancelled(error)) {
        setFailure('The PDF could not be made. Please try again, or print the page.');
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="xs" className={classes.noPrint}>
      <Group gap="sm">
        <Button loading={busy} onClick={() => void download()} data-testid="quote-pdf">
          Download PDF
        </Button>
        <Button variant="default" onClick={() => window.print()}>
          Print
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
            Accept and place order
          </Tabs.Tab>
          <Tabs.Tab value="changes" data-testid="quote-changes-tab">
            Ask for changes
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
