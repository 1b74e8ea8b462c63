// /admin/quotes/:quoteId and /admin/quotes/new: a quote's editor. What staff type is previewed
// on this device with the order rules (totals, GST split, the document itself); Save queues
// quote_action 'save' through the outbox, so it works with no signal: a new quote then carries
// this device's provisional number until the database gives the final one. The database's
// figures show once it has the quote; a refusal (a discount beyond the staff member's limit)
// shows in its own words, with what was typed kept.
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  dismissRefusedQuoteCommand,
  newQuoteId,
  saveQuote,
  takeProvisionalNumber,
} from '../../../sync/admin-quotes/actions.ts';
import { useDeskQuote, useQuoteCommands } from '../../../sync/admin-quotes/hooks.ts';
import { deskQuoteDocument } from '../../../sync/admin-quotes/model.ts';
import { useSiteSettings } from '../../../sync/site-settings/hooks.ts';
import { useSyncStatus } from '../../../sync/sync-status/hooks.ts';
import { DEFAULT_SELLER_STATE } from '../../lib/constants.ts';
import type { DeliverySettings } from '../../lib/money.ts';
import {
  emptyQuoteForm,
  quoteEditable,
  quoteFormFrom,
  quoteFormProblems,
  quoteSaveArgs,
  type QuoteForm,
} from '../../lib/quote-desk.ts';
import { mgridSeller, previewQuotation } from '../../lib/quote-desk-document.ts';
import { quoteLineInput, quoteTotals, type QuoteProduct } from '../../lib/quote-pricing.ts';
import { DeskCopyNote } from '../../ui/desk-copy-note.tsx';
import { QuoteCustomerFields } from './quote-customer-fields.tsx';
import { QuoteEditorHead } from './quote-editor-head.tsx';
import { QuoteDocumentPanel } from './quote-document-panel.tsx';
import { QuoteLinesEditor } from './quote-lines-editor.tsx';
import { QuoteSendBar } from './quote-send-bar.tsx';
import { quoteName, quoteOnDevice } from './quote-state.ts';
import { QuoteTermsFields } from './quote-terms-fields.tsx';
import { QuoteTimeline } from './quote-timeline.tsx';
import { QuoteTotalsPanel } from './quote-totals.tsx';
import { storedLineProducts } from './stored-lines.ts';
import { useQuoteProducts } from './use-quote-products.ts';

export function NewQuotePage() {
  const [id] = useState(newQuoteId);
  return <QuoteEditor id={id} fresh />;
}

export function QuoteEditorPage() {
  const { quoteId = '' } = useParams();
  return <QuoteEditor key={quoteId} id={quoteId} fresh={false} />;
}

const same = (a: QuoteForm, b: QuoteForm) =>
  JSON.stringify(quoteSaveArgs(a)) === JSON.stringify(quoteSaveArgs(b));

/** The form's figures by the order rules; a line whose product is unknown here is left out. */
function priceForm(
  form: QuoteForm,
  products: Map<string, QuoteProduct>,
  sellerState: string,
  settings: DeliverySettings,
) {
  const inputs = form.lines.map((line) => {
    const product = products.get(line.productId);
    return product ? quoteLineInput(line, product) : null;
  });
  const known = inputs.filter((l) => l !== null);
  const totals = quoteTotals(
    known,
    form.delivery_fee_in_paise,
    sellerState,
    form.delivery_state,
    settings,
  );
  const ruleFeeInPaise = quoteTotals(known, null, sellerState, '', settings).deliveryFeeInPaise;
  let next = 0;
  const perLine = inputs.map((l) => (l ? (totals.lines[next++] ?? null) : null));
  return { totals, perLine, ruleFeeInPaise };
}

function QuoteEditor({ id, fresh }: { id: string; fresh: boolean }) {
  const navigate = useNavigate();
  const read = useDeskQuote(id);
  const commands = useQuoteCommands(id);
  const { online } = useSyncStatus();
  const settings = useSiteSettings();
  const catalogue = useQuoteProducts();
  const device = quoteOnDevice(read.value, commands);
  // Untouched, the form follows the newest version this device knows; once staff type, what
  // they typed stays (a late answer never replaces it).
  const [typed, setTyped] = useState<QuoteForm | null>(() =>
    fresh ? emptyQuoteForm(new Date()) : null,
  );
  const form = typed ?? (device.source ? quoteFormFrom(device.source, new Date()) : null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const products = useMemo(
    () => storedLineProducts(catalogue, read.value?.lines ?? []),
    [catalogue, read.value],
  );
  const sellerState = settings.sellerState ?? DEFAULT_SELLER_STATE;
  const priced = form ? priceForm(form, products, sellerState, settings) : null;

  if (!form || !priced) {
    return (
      <Stack>
        <DeskCopyNote noCopyColor="gray" error={read.error} savedAt={read.savedAt} />
        <Text c="dark.5">
          {read.loading ? 'Loading the quote…' : 'This quote is not on this device.'}
        </Text>
      </Stack>
    );
  }

  // Against what is kept (a refused save is not): after a refusal the form is not saved.
  const saved = device.kept ? quoteFormFrom(device.kept, new Date()) : null;
  const dirty = saved === null || !same(form, saved);
  const editable = quoteEditable(device.status);
  const inSync = device.server !== null && device.waiting.length === 0 && !dirty;
  const update = (patch: Partial<QuoteForm>) => setTyped({ ...form, ...patch });

  /** Queues the form as a save; false (with the reasons shown) when it is not complete. */
  const save = async (): Promise<boolean> => {
    setMessage(null);
    const problems = quoteFormProblems(form);
    if (problems.length > 0) {
      setMessage({ ok: false, text: problems.join(' ') });
      return false;
    }
    try {
      // A quote the database does not have yet is created by this save: it carries this
      // device's provisional number (the same one again if an earlier save still waits).
      const extra = device.server
        ? {}
        : { provisional_number: device.provisionalNumber ?? takeProvisionalNumber() };
      // A blank delivery charge is the shop's rule, resolved now: a quote holds its prices,
      // and the form then reads the same as the quote the database keeps.
      const saving = {
        ...form,
        delivery_fee_in_paise: form.delivery_fee_in_paise ?? priced.totals.deliveryFeeInPaise,
      };
      await saveQuote(id, saving, extra);
      setTyped(saving);
      if (fresh) void navigate(`/admin/quotes/${id}`, { replace: true });
      setMessage({
        ok: true,
        text: online
          ? 'Saved and sent: the database checks, prices and numbers it now.'
          : 'No signal: saved on this device. It is sent and numbered once you are back online.',
      });
      return true;
    } catch (error) {
      setMessage({ ok: false, text: error instanceof Error ? error.message : String(error) });
      return false;
    }
  };

  const name = quoteName(device);
  const stored = inSync && device.server ? deskQuoteDocument(device.server) : null;
  const document =
    stored ??
    previewQuotation(
      form,
      priced.totals,
      mgridSeller(settings),
      { number: device.number, provisionalNumber: device.provisionalNumber },
      new Date(),
    );

  return (
    <Stack gap="md" data-testid="quote-editor">
      {/* A quote only this device holds needs no word about the server's copy. */}
      {!fresh && (read.savedAt || device.server) && (
        <DeskCopyNote noCopyColor="gray" error={read.error} savedAt={read.savedAt} />
      )}
      <QuoteEditorHead
        name={name}
        device={device}
        onDismiss={(id) => {
          // What was said of that save no longer holds.
          setMessage(null);
          void dismissRefusedQuoteCommand(id);
        }}
      />
      <Paper withBorder p="md">
        <Title order={3} fz="md" mb="xs">
          Customer
        </Title>
        <QuoteCustomerFields form={form} update={update} disabled={!editable} />
      </Paper>
      <Paper withBorder p="md">
        <Title order={3} fz="md" mb="xs">
          Lines
        </Title>
        <QuoteLinesEditor
          lines={form.lines}
          priced={priced.perLine}
          products={products}
          onChange={(lines) => update({ lines })}
          disabled={!editable}
        />
      </Paper>
      <Paper withBorder p="md">
        <QuoteTermsFields
          form={form}
          update={update}
          disabled={!editable}
          ruleFeeInPaise={priced.ruleFeeInPaise}
        />
      </Paper>
      <QuoteTotalsPanel preview={priced.totals} server={device.server} inSync={inSync} />
      <Group gap="xs">
        <Button onClick={() => void save()} disabled={!editable || !dirty} data-testid="quote-save">
          Save
        </Button>
        {!dirty && device.waiting.length === 0 && device.refused.length === 0 && device.server && (
          <Text size="sm" c="dark.5">
            Saved.
          </Text>
        )}
      </Group>
      {/* A refusal above says what became of the last save. */}
      {message && !(message.ok && device.refused.length > 0) && (
        <Alert color={message.ok ? 'green' : 'red'} role="status" data-testid="quote-message">
          {message.text}
        </Alert>
      )}
      <QuoteSendBar
        quote={{
          id,
          name,
          customerName: form.customer_name,
          phone: form.phone,
          email: form.email,
          token: device.token,
          open: editable,
        }}
        // A request is priced and numbered by a save; sending saves first whatever is new.
        beforeSend={async () =>
          dirty ||
          (device.server !== null &&
            (!device.server.number || device.server.stored_status === 'requested'))
            ? save()
            : true
        }
        online={online}
        blocked={
          device.refused.length > 0
            ? 'A change was refused: read why above, correct it, save, and dismiss the refusal.'
            : null
        }
      />
      <QuoteDocumentPanel document={document} />
      <QuoteTimeline events={device.server?.events ?? []} />
    </Stack>
  );
}
