import '@mantine/core/styles/Radio.css';
import { Radio, Stack, Text } from '@mantine/core';
import { t } from '../../i18n/index.ts';
import { formatInr } from '../../lib/money.ts';
import type { PaymentMethod } from '../../../sync/orders/actions.ts';

export interface PaymentChoiceProps {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  totalInPaise: number;
  upiId: string | null;
  /** A dealer member whose terms are not advance: their available credit as last read. */
  onAccount?: { availableInPaise: number | null } | null;
}

/**
 * Cash on delivery, or UPI (offered only when site settings hold a UPI id); for a dealer on
 * credit terms, on account.
 */
export function PaymentChoice({
  value,
  onChange,
  totalInPaise,
  upiId,
  onAccount = null,
}: PaymentChoiceProps) {
  return (
    <Radio.Group
      label={t('Payment')}
      value={value}
      onChange={(next) => onChange(next as PaymentMethod)}
      withAsterisk
    >
      <Stack gap="sm" mt="xs">
        {onAccount && (
          <Radio
            value="on_account"
            label={t('On account')}
            description={
              <>
                {onAccount.availableInPaise !== null &&
                  t('Available credit: {amount}.', {
                    amount: formatInr(onAccount.availableInPaise),
                  }) + ' '}
                {t(
                  'An order over your available credit is held for approval by MGRID, never refused; you see why on the order.',
                )}
              </>
            }
            data-testid="pay-on-account"
          />
        )}
        <Radio
          value="cod"
          label={t('Cash on delivery')}
          description={t(
            'Pay {amount} in cash or by UPI to the courier when your parcel arrives.',
            { amount: formatInr(totalInPaise) },
          )}
          data-testid="pay-cod"
        />
        {upiId && (
          <Radio
            value="upi"
            label="UPI (GPay, PhonePe, Paytm, BHIM)"
            description={t(
              'After you place the order you get a UPI link and QR code for {amount}, payable to {upiId}.',
              { amount: formatInr(totalInPaise), upiId },
            )}
            data-testid="pay-upi"
          />
        )}
        {!upiId && (
          <Text fz="xs" c="dark.5">
            {t(
              'UPI payment opens once our UPI id is set up; cash on delivery is available everywhere we deliver.',
            )}
          </Text>
        )}
      </Stack>
    </Radio.Group>
  );
}
