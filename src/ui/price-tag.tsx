import { Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import { discountPercent, formatInr, gstShortNote } from '../lib/money.ts';

export interface PriceTagProps {
  priceInPaise: number;
  mrpInPaise?: number | null;
  size?: 'sm' | 'lg';
  /** Says "incl. GST" or "+ GST" beside the price (left out where a fuller note follows). */
  priceInclusive?: boolean;
}

/** The selling price, the MRP struck through when it is higher, and the discount in percent. */
export function PriceTag({ priceInPaise, mrpInPaise, size = 'sm', priceInclusive }: PriceTagProps) {
  const off = discountPercent(priceInPaise, mrpInPaise);
  return (
    <Group gap={8} align="baseline" wrap="wrap" data-discount={off}>
      <Text component="span" fw={700} fz={size === 'lg' ? 28 : 'lg'} c="dark.9">
        {formatInr(priceInPaise)}
      </Text>
      {priceInclusive !== undefined && (
        <Text component="span" fz="xs" c="dark.5" data-testid="gst-note">
          {gstShortNote(priceInclusive)}
        </Text>
      )}
      {off > 0 && mrpInPaise != null && (
        <>
          <Text component="span" td="line-through" c="dark.4" fz={size === 'lg' ? 'md' : 'sm'}>
            <VisuallyHidden>MRP </VisuallyHidden>
            {formatInr(mrpInPaise)}
          </Text>
          <Badge color="green" variant="light" size={size === 'lg' ? 'lg' : 'sm'}>
            {off}% off
          </Badge>
        </>
      )}
    </Group>
  );
}
