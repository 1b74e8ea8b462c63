import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { t } from '../../i18n/index.ts';
import { formatInr } from '../../lib/money.ts';
import { isValidUpiId, upiPayUrl } from '../../lib/upi.ts';
import { QrCode } from '../../ui/qr-code.tsx';

export interface UpiPaymentProps {
  upiId: string;
  payeeName: string;
  amountInPaise: number;
  orderNumber: string;
}

/** A upi://pay link (opens the phone's UPI app) and the same request as a QR code. */
export function UpiPayment({ upiId, payeeName, amountInPaise, orderNumber }: UpiPaymentProps) {
  if (!isValidUpiId(upiId) || amountInPaise <= 0) return null;
  const url = upiPayUrl({ upiId, payeeName, amountInPaise, orderId: orderNumber });
  return (
    <Group align="flex-start" gap="lg" data-testid="upi-payment">
      <QrCode
        value={url}
        size={180}
        label={t('UPI QR code to pay {amount} to {upiId}', {
          amount: formatInr(amountInPaise),
          upiId,
        })}
      />
      <Stack gap="xs" style={{ flex: '1 1 220px' }}>
        <Text fz="sm">
          {t(
            'Scan with any UPI app, or on this phone tap the button. The amount and your order number are filled in for you.',
          )}
        </Text>
        <Button component="a" href={url} data-testid="upi-link">
          {t('Pay {amount} with a UPI app', { amount: formatInr(amountInPaise) })}
        </Button>
        <Text fz="xs" c="dark.5">
          {t('UPI id:')}{' '}
          <Anchor href={url} fz="xs" underline="always">
            {upiId}
          </Anchor>{' '}
          · {t('Payee: {name}', { name: payeeName })} ·{' '}
          {t('Remark: Order {number}', { number: orderNumber })}
        </Text>
      </Stack>
    </Group>
  );
}
