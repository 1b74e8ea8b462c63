import { Badge, Stack, Table, Text } from '@mantine/core';
import { intlLocale, t } from '../../i18n/index.ts';
import { dayInWords } from '../../lib/india-time.ts';
import { warrantyEndDate } from '../../lib/warranty.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { LinkButton } from '../../ui/link-button.tsx';
import { useRegistrations } from '../../../sync/registrations/hooks.ts';

const longDate = (iso: string) => dayInWords(iso, intlLocale());

/** The account's product registrations with serial, dealer and warranty end (2 years). */
export function MyRegistrations() {
  const registrations = useRegistrations();
  const register = (
    <LinkButton to="/product-registration" variant="light">
      {t('Register another product')}
    </LinkButton>
  );
  if (registrations.length === 0) {
    return (
      <EmptyState title={t('No registered products')} action={register}>
        {t('Register your MGRID tool for its 2-year warranty and faster service.')}
      </EmptyState>
    );
  }
  return (
    <Stack gap="sm">
      <div
        role="region"
        aria-label={t('Registered products')}
        tabIndex={0}
        style={{ overflowX: 'auto' }}
      >
        <Table withTableBorder miw={620} data-testid="my-registrations">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('Product')}</Table.Th>
              <Table.Th>{t('Serial number')}</Table.Th>
              <Table.Th>{t('Dealer')}</Table.Th>
              <Table.Th>{t('Purchased')}</Table.Th>
              <Table.Th>{t('Warranty until')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {registrations.map((r) => {
              const until = r.warrantyUntil ?? warrantyEndDate(r.purchaseDate);
              return (
                <Table.Tr key={r.id} data-testid="account-registration">
                  <Table.Td>
                    {r.productModel}
                    {r.syncState === 'waiting' && (
                      <Badge ml="xs" color="yellow" variant="light">
                        {t('Not sent yet')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{r.serialNumber}</Table.Td>
                  <Table.Td>{r.dealer ?? '—'}</Table.Td>
                  <Table.Td>{longDate(r.purchaseDate)}</Table.Td>
                  <Table.Td data-testid="warranty-until">{until ? longDate(until) : '—'}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </div>
      <Text fz="xs" c="dark.5">
        {t('Keep your invoice: it is your proof of purchase for warranty service.')}
      </Text>
      <div>{register}</div>
    </Stack>
  );
}
