import { Anchor, Stack, Table, Text, Title } from '@mantine/core';
import { WORKING_HOURS, WORKING_HOURS_TIME_ZONE } from '../../lib/constants.ts';
import { useSiteSettings } from '../../../sync/site-settings/hooks.ts';
import { t } from '../../i18n/index.ts';

const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Phones, email, address and working hours from site settings and the spec. */
export function ContactDetails() {
  const settings = useSiteSettings();
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Title order={2} fz="lg">
          {t('Talk to us')}
        </Title>
        {settings.salesPhone && (
          <Text fz="sm">
            {t('Sales:')} <Anchor href={tel(settings.salesPhone)}>{settings.salesPhone}</Anchor>
          </Text>
        )}
        {settings.quotationPhone && (
          <Text fz="sm">
            {t('Quotations and bulk orders:')}{' '}
            <Anchor href={tel(settings.quotationPhone)}>{settings.quotationPhone}</Anchor>
          </Text>
        )}
        {settings.contactEmail && (
          <Text fz="sm">
            {t('Email:')}{' '}
            <Anchor href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</Anchor>
          </Text>
        )}
        {settings.companyAddress && (
          <Text fz="sm" component="address" style={{ fontStyle: 'normal' }} c="dark.6">
            {settings.companyAddress}
          </Text>
        )}
      </Stack>
      <Stack gap={6}>
        <Title order={2} fz="lg">
          {t('Working hours')}
        </Title>
        <Table fz="sm" withRowBorders={false} verticalSpacing={2} w="auto">
          <Table.Caption>
            {t('India Standard Time ({zone})', { zone: WORKING_HOURS_TIME_ZONE })}
          </Table.Caption>
          <Table.Tbody>
            {WORKING_HOURS.map((row) => (
              <Table.Tr key={row.days}>
                <Table.Th scope="row" pr="lg" fw={600}>
                  {t(row.days)}
                </Table.Th>
                <Table.Td>{t(row.hours)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Stack>
  );
}
