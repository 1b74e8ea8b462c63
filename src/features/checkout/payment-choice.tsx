import '@mantine/core/styles/Radio.css';
import { Radio, Stack, Text } from '@mantine/core';
import { formatInr } from '../../lib/money.ts';
import type { PaymentMethod } from '../../../sync/orders/actions.ts';

export interface PaymentChoiceProps {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  totalInPaise: number;
  upiId: string | null;
}

/** Cash on delivery, or UPI (offered only when site settings hold a UPI id). */
export function PaymentChoice({ value, onChange, totalInPaise, upiId }: PaymentChoiceProps) {
  return (
    <Radio.Group
      label="Payment"
      value={value}
      onChange={(next) => onChange(next as PaymentMethod)}
      withAsterisk
    >
      <Stack gap="sm" mt="xs">
        <Radio
          value="cod"
          label="Cash on delivery"
          description={`Pay ${formatInr(totalInPaise)} in cash or by UPI to the courier when your parcel arrives.`}
          data-testid="pay-cod"
        />
        {upiId && (
          <Radio
            value="upi"
            label="UPI (GPay, PhonePe, Paytm, BHIM)"
            description={`After you place the order you get a UPI link and QR code for ${formatInr(totalInPaise)}, payable to ${upiId}.`}
            data-testid="pay-upi"
          />
        )}
        {!upiId && (
          <Text fz="xs" c="dark.5">
            UPI payment opens once our UPI id is set up; cash on delivery is available everywhere we
            deliver.
          </Text>
        )}
      </Stack>
    </Radio.Group>
  );
}
