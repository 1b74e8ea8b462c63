import { Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import {
  DELIVERY_TIME_ELSEWHERE,
  DELIVERY_TIME_METRO,
  WARRANTY_YEARS,
} from '../../lib/constants.ts';
import { formatInr } from '../../lib/money.ts';
import { ReceiptIcon, ShieldIcon, ToolIcon, TruckIcon } from '../../ui/icons.tsx';
import { useSiteSettings } from '../../../sync/site-settings/hooks.ts';

function Point({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon size={40} radius="xl" variant="light" aria-hidden>
        {icon}
      </ThemeIcon>
      <Stack gap={2}>
        <Text fw={700} fz="sm">
          {title}
        </Text>
        <Text fz="xs" c="dark.5">
          {text}
        </Text>
      </Stack>
    </Group>
  );
}

/** Why buy here: warranty, delivery times and fee, GST invoices, repairs. */
export function TrustPoints() {
  const { freeDeliveryThresholdInPaise } = useSiteSettings();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
      <Point
        icon={<ShieldIcon />}
        title={`${WARRANTY_YEARS}-year warranty`}
        text="On every MGRID tool, with free recalibration under warranty."
      />
      <Point
        icon={<TruckIcon />}
        title={`Free delivery above ${formatInr(freeDeliveryThresholdInPaise)}`}
        text={`${DELIVERY_TIME_METRO} in metros, ${DELIVERY_TIME_ELSEWHERE} elsewhere.`}
      />
      <Point
        icon={<ReceiptIcon />}
        title="GST invoice"
        text="CGST + SGST or IGST with HSN codes; pay by cash on delivery or UPI."
      />
      <Point
        icon={<ToolIcon />}
        title="Repairs in 20 cities"
        text="Doorstep pick-up, genuine parts and a calibration report."
      />
    </SimpleGrid>
  );
}
