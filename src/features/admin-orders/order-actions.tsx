// The actions an order allows now (the lifecycle preview of src/lib/order-lifecycle.ts; the
// database decides), each queued as a staff command: stored on this device at once, applied
// when sent, refused with the reason in words. Forms for what needs details: ship (courier,
// AWB, link), cancel (reason), deliver (cash collected), payment (UPI with its UTR, COD cash,
// refund; the amount is the order total) and a note.
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { queueOrderAction } from '../../../sync/admin-orders/actions.ts';
import type { OrderCommandKind } from '../../../sync/staff-commands/model.ts';
import { t } from '../../i18n/index.ts';
import {
  EWAY_BILL_MESSAGES,
  ewayBillProblem,
  needsEwayBill,
  normaliseEwayBill,
} from '../../lib/eway-bill.ts';
import { formatInr } from '../../lib/money.ts';
import { ACTION_WORDS, statusActions, type StatusAction } from '../../lib/order-lifecycle.ts';
import {
  PAYMENT_KIND_WORDS,
  paymentKinds,
  type OrderState,
  type PaymentKind,
} from '../../lib/order-payments.ts';
import { ActionMessage, type ActionOutcome } from '../../ui/action-message.tsx';

type Form = 'ship' | 'cancel' | 'deliver' | 'payment' | 'note' | null;

export interface ActionTarget extends OrderState {
  id: string;
  total_in_paise: number;
  /** Left out of the goods value the e-way bill rule counts. */
  delivery_fee_in_paise?: number | null;
}

export function OrderActions({ order, online }: { order: ActionTarget; online: boolean }) {
  const [form, setForm] = useState<Form>(null);
  const [message, setMessage] = useState<ActionOutcome | null>(null);
  const actions = statusActions(order);
  const kinds = paymentKinds(order);

  const send = async (kind: OrderCommandKind, args: Record<string, unknown> = {}) => {
    setMessage(null);
    try {
      await queueOrderAction(order.id, kind, args);
      setForm(null);
      setMessage({
        ok: true,
        text: online
          ? 'Sent. The order updates when the database has applied it.'
          : 'No signal: saved on this device. It is sent and applied once you are back online.',
      });
    } catch (error) {
      setMessage({ ok: false, text: error instanceof Error ? error.message : String(error) });
    }
  };

  const direct: Partial<Record<StatusAction, OrderCommandKind>> = {
    confirm: 'order.confirm',
    pack: 'order.pack',
  };

  return (
    <Paper withBorder p="md" data-testid="order-actions">
      <Group gap="xs" wrap="wrap">
        {actions.map((action) => {
          const kind = direct[action];
          return (
            <Button
              key={action}
              variant={action === 'cancel' ? 'light' : 'filled'}
              color={action === 'cancel' ? 'red' : 'dark'}
              data-testid={`action-${action}`}
              onClick={() => (kind ? void send(kind) : setForm(action as Form))}
            >
              {ACTION_WORDS[action]}
            </Button>
          );
        })}
        {kinds.length > 0 && (
          <Button variant="default" data-testid="action-payment" onClick={() => setForm('payment')}>
            Record payment
          </Button>
        )}
        <Button variant="default" data-testid="action-note" onClick={() => setForm('note')}>
          Add note
        </Button>
      </Group>
      {form === 'ship' && <ShipForm order={order} onSend={(args) => send('order.ship', args)} />}
      {form === 'cancel' && <CancelForm onSend={(args) => send('order.cancel', args)} />}
      {form === 'deliver' && (
        <DeliverForm order={order} onSend={(args) => send('order.deliver', args)} />
      )}
      {form === 'payment' && (
        <PaymentForm order={order} kinds={kinds} onSend={(args) => send('order.payment', args)} />
      )}
      {form === 'note' && <NoteForm onSend={(args) => send('order.note', args)} />}
      <ActionMessage message={message} testId="action-message" />
    </Paper>
  );
}

type Send = (args: Record<string, unknown>) => Promise<void>;

function Submit({ label }: { label: string }) {
  return (
    <Group>
      <Button type="submit" data-testid="action-submit">
        {label}
      </Button>
    </Group>
  );
}

const submitted = (send: () => void) => (event: FormEvent) => {
  event.preventDefault();
  send();
};

function ShipForm({ order, onSend }: { order: ActionTarget; onSend: Send }) {
  const [courier, setCourier] = useState('');
  const [awb, setAwb] = useState('');
  const [link, setLink] = useState('');
  const [eway, setEway] = useState('');
  const [ewayError, setEwayError] = useState<string | null>(null);
  // Above ₹50,000 of goods with tax the consignment needs an e-way bill (the database refuses
  // to ship it without one); below, the field is offered but not asked for.
  const needsEway = needsEwayBill(order);
  return (
    <form
      onSubmit={submitted(() => {
        const problem = ewayBillProblem(eway, order);
        setEwayError(
          problem === EWAY_BILL_MESSAGES.required
            ? t(
                'This consignment is above ₹50,000: enter its 12-digit e-way bill number to ship it.',
              )
            : problem
              ? t('The e-way bill number must be exactly 12 digits.')
              : null,
        );
        if (problem) return;
        void onSend({
          courier: courier.trim(),
          tracking_number: awb.trim(),
          ...(link.trim() ? { tracking_url: link.trim() } : {}),
          ...(normaliseEwayBill(eway) ? { eway_bill_number: normaliseEwayBill(eway) } : {}),
        });
      })}
    >
      <Stack gap="xs" mt="sm">
        <Group gap="sm" wrap="wrap" align="end">
          <TextInput
            label="Courier"
            placeholder="Delhivery, Blue Dart, India Post…"
            required
            value={courier}
            onChange={(e) => setCourier(e.currentTarget.value)}
            maxLength={80}
            style={{ flex: '1 1 180px' }}
          />
          <TextInput
            label="Tracking number (AWB)"
            required
            value={awb}
            onChange={(e) => setAwb(e.currentTarget.value)}
            maxLength={40}
            style={{ flex: '1 1 180px' }}
          />
        </Group>
        <TextInput
          label="Tracking link (optional)"
          type="url"
          placeholder="https://"
          value={link}
          onChange={(e) => setLink(e.currentTarget.value)}
          maxLength={500}
        />
        {needsEway && (
          <TextInput
            label={t('E-way bill number (12 digits)')}
            description={t(
              'This consignment is above ₹50,000 of goods with tax: it needs an e-way bill.',
            )}
            required
            inputMode="numeric"
            autoComplete="off"
            value={eway}
            onChange={(e) => setEway(e.currentTarget.value)}
            error={ewayError}
            maxLength={20}
            data-testid="ship-eway-bill"
          />
        )}
        <Submit label="Mark shipped" />
      </Stack>
    </form>
  );
}

function CancelForm({ onSend }: { onSend: Send }) {
  const [reason, setReason] = useState('');
  return (
    <form onSubmit={submitted(() => onSend({ reason: reason.trim() }))}>
      <Stack gap="xs" mt="sm">
        <Textarea
          label="Why is it cancelled? (the customer is told)"
          required
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          maxLength={500}
          autosize
          minRows={2}
        />
        <Submit label="Cancel the order" />
      </Stack>
    </form>
  );
}

function DeliverForm({ order, onSend }: { order: ActionTarget; onSend: Send }) {
  const cod = order.payment_method === 'cod' && order.payment_status === 'pending';
  const [cash, setCash] = useState(cod);
  return (
    <form
      onSubmit={submitted(() => onSend(cash && cod ? { cash_in_paise: order.total_in_paise } : {}))}
    >
      <Stack gap="xs" mt="sm">
        {cod && (
          <Checkbox
            label={`Cash collected on delivery: ${formatInr(order.total_in_paise)}`}
            checked={cash}
            onChange={(e) => setCash(e.currentTarget.checked)}
          />
        )}
        <Submit label="Mark delivered" />
      </Stack>
    </form>
  );
}

function PaymentForm({
  order,
  kinds,
  onSend,
}: {
  order: ActionTarget;
  kinds: PaymentKind[];
  onSend: Send;
}) {
  const [kind, setKind] = useState<PaymentKind>(kinds[0]!);
  const [utr, setUtr] = useState('');
  const [rupees, setRupees] = useState<number | string>(order.total_in_paise / 100);
  const amount = Math.round(Number(rupees) * 100);
  return (
    <form
      onSubmit={submitted(() =>
        onSend({
          kind,
          amount_in_paise: amount,
          ...(utr.replace(/\s/g, '') ? { utr: utr.replace(/\s/g, '') } : {}),
        }),
      )}
    >
      <Stack gap="xs" mt="sm">
        {kinds.length > 1 && (
          <SegmentedControl
            value={kind}
            onChange={(v) => setKind(v as PaymentKind)}
            data={kinds.map((k) => ({ value: k, label: PAYMENT_KIND_WORDS[k]! }))}
          />
        )}
        <Group gap="sm" wrap="wrap" align="end">
          <NumberInput
            label="Amount (₹)"
            required
            value={rupees}
            onChange={setRupees}
            min={0}
            decimalScale={2}
            thousandSeparator=","
            thousandsGroupStyle="lakh"
            style={{ flex: '1 1 160px' }}
          />
          {(kind === 'upi' || kind === 'refund') && (
            <TextInput
              label={kind === 'upi' ? 'UTR (12 digits)' : 'UTR (optional)'}
              required={kind === 'upi'}
              inputMode="numeric"
              pattern="[0-9 ]{12,15}"
              value={utr}
              onChange={(e) => setUtr(e.currentTarget.value)}
              style={{ flex: '1 1 160px' }}
            />
          )}
        </Group>
        <Submit label={`Record ${PAYMENT_KIND_WORDS[kind]!.toLowerCase()}`} />
      </Stack>
    </form>
  );
}

function NoteForm({ onSend }: { onSend: Send }) {
  const [text, setText] = useState('');
  const [toCustomer, setToCustomer] = useState(false);
  return (
    <form onSubmit={submitted(() => onSend({ text: text.trim(), internal: !toCustomer }))}>
      <Stack gap="xs" mt="sm">
        <Textarea
          label="Note"
          required
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          maxLength={2000}
          autosize
          minRows={2}
        />
        <Checkbox
          label="Show this note to the customer"
          checked={toCustomer}
          onChange={(e) => setToCustomer(e.currentTarget.checked)}
        />
        <Submit label="Add note" />
      </Stack>
    </form>
  );
}
