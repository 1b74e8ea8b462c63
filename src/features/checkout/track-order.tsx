import { Alert, Button, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { intlLocale, t } from '../../i18n/index.ts';
import { formatInr } from '../../lib/money.ts';
import { orderNumber } from '../../lib/order-number.ts';
import { indiaDateTime } from '../../lib/india-time.ts';
import type { PublicEvent } from '../../lib/order-tracking.ts';
import { shownMessage } from '../../ui/form-errors.ts';
import { OrderProgress } from '../../ui/order-progress.tsx';
import { lookupOrder } from '../../../sync/orders/actions.ts';
import type { LookedUpOrder } from '../../../sync/orders/model.ts';

function FoundOrder({ order }: { order: LookedUpOrder }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid="found-order">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('Order {number}', { number: orderNumber(order.id, order.order_number) })}
        </Title>
        {order.placed_at && (
          <Text fz="sm" c="dark.6">
            {t('Placed {date}', { date: indiaDateTime(order.placed_at, intlLocale()) })}
          </Text>
        )}
        <OrderProgress
          status={order.status}
          paymentStatus={order.payment_status ?? null}
          paymentMethod={order.payment_method}
          events={(order.timeline ?? []) as unknown as PublicEvent[]}
          courier={order.courier}
          trackingNumber={order.tracking_number}
          trackingUrl={order.tracking_url}
          cancelReason={order.cancel_reason}
        />
        <Stack gap={2}>
          {order.items.map((item, index) => (
            <Text fz="sm" key={`${index}-${item.productId}`}>
              {item.name ?? item.productId} × {item.quantity}
            </Text>
          ))}
          <Text fz="sm" fw={700} data-keep-clear>
            {t('Total {amount}', { amount: formatInr(order.total_in_paise) })}
          </Text>
        </Stack>
      </Stack>
    </Paper>
  );
}

/**
 * A guest's order look-up: the order number and the phone it was placed with. Any wrong pair
 * gets the same answer (the database says no more), and too many tries are refused in words.
 */
export function TrackOrder() {
  const [found, setFound] = useState<LookedUpOrder | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: { number: '', phone: '' },
    validate: {
      number: (v) => (v.trim() === '' ? t('Enter the order number, like MG-1A2B3C4D') : null),
      phone: (v) => (v.trim() === '' ? t('Enter the phone number you ordered with') : null),
    },
  });
  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    setError(null);
    setFound(null);
    try {
      setFound(await lookupOrder(values.number, values.phone));
    } catch (e) {
      setError(shownMessage(e instanceof Error ? e.message : String(e)));
    } finally {
      setBusy(false);
    }
  });
  return (
    <Stack gap="lg">
      <form onSubmit={submit} noValidate data-testid="track-order-form">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('Order number')}
              placeholder="MG-1A2B3C4D"
              autoCapitalize="characters"
              maxLength={20}
              {...form.getInputProps('number')}
            />
            <TextInput
              label={t('Phone number')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={20}
              {...form.getInputProps('phone')}
            />
          </SimpleGrid>
          <Button type="submit" loading={busy} style={{ alignSelf: 'flex-start' }}>
            {t('Find my order')}
          </Button>
        </Stack>
      </form>
      {error && (
        <Alert color="red" role="alert" data-testid="track-order-error">
          {error}
        </Alert>
      )}
      {found && <FoundOrder order={found} />}
    </Stack>
  );
}
