import { Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import {
  DELIVERY_TIME_ELSEWHERE,
  DELIVERY_TIME_METRO,
  WARRANTY_YEARS,
} from '../../lib/constants.ts';
import { freeDeliveryHeadline } from '../../lib/delivery-text.ts';
import { ReceiptIcon, ShieldIcon, ToolIcon, TruckIcon } from '../../ui/icons.tsx';
import { useSiteSettings } from '../../../sync/site-settings/hooks.ts';
import { t } from '../../i18n/index.ts';

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
  const settings = useSiteSettings();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
      <Point
        icon={<ShieldIcon />}
        title={t('{years}-year warranty', { years: WARRANTY_YEARS })}
        text={t('On every MGRID tool, with free recalibration under warranty.')}
      />
      <Point
        icon={<TruckIcon />}
        title={freeDeliveryHeadline(settings, t)}
        text={t('{metro} in metros, {elsewhere} elsewhere.', {
          metro: t(DELIVERY_TIME_METRO),
          elsewhere: t(DELIVERY_TIME_ELSEWHERE),
        })}
      />
      <Point
        icon={<ReceiptIcon />}
        title={t('GST invoice')}
        text={t('CGST + SGST or IGST with HSN codes; pay by cash on delivery or UPI.')}
      />
      <Point
        icon={<ToolIcon />}
        title={t('Repairs in 20 cities')}
        text={t('Doorstep pick-up, genuine parts and a calibration report.')}
      />
    </SimpleGrid>
  );
}
