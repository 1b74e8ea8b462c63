import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { intlLocale, t } from '../../i18n/index.ts';
import { catalogueName } from '../../lib/catalogue.ts';
import { dayInWords } from '../../lib/india-time.ts';
import { warrantyEndDate } from '../../lib/warranty.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { LinkButton } from '../../ui/link-button.tsx';
import { useProducts } from '../../../sync/products/hooks.ts';
import { useRegistrations } from '../../../sync/registrations/hooks.ts';
import classes from './my-registrations.module.css';

const longDate = (iso: string) => dayInWords(iso, intlLocale());

/**
 * The account's product registrations, one card each (whole on a 375 px phone): the product
 * by its catalogue name, serial, dealer, purchase date and warranty end (2 years).
 */
export function MyRegistrations() {
  const registrations = useRegistrations();
  const products = useProducts();
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
      <SimpleGrid
        component="ul"
        cols={{ base: 1, md: 2 }}
        spacing="sm"
        className={classes.list}
        aria-label={t('Registered products')}
        data-testid="my-registrations"
      >
        {registrations.map((r) => {
          const until = r.warrantyUntil ?? warrantyEndDate(r.purchaseDate);
          const name = catalogueName(products, [r.productId, r.productModel]) ?? r.productModel;
          return (
            <Paper
              component="li"
              key={r.id}
              withBorder
              radius="md"
              p="sm"
              data-testid="account-registration"
            >
              <Group gap="xs" align="flex-start" wrap="wrap" mb="xs">
                <Text fw={700} className={classes.name}>
                  {name}
                </Text>
                {r.syncState === 'waiting' && (
                  <Badge color="yellow" variant="light">
                    {t('Not sent yet')}
                  </Badge>
                )}
              </Group>
              <dl className={classes.facts}>
                <dt>{t('Serial number')}</dt>
                <dd>{r.serialNumber}</dd>
                <dt>{t('Dealer')}</dt>
                <dd>{r.dealer ?? '—'}</dd>
                <dt>{t('Purchased')}</dt>
                <dd>{longDate(r.purchaseDate)}</dd>
                <dt>{t('Warranty until')}</dt>
                <dd data-testid="warranty-until">{until ? longDate(until) : '—'}</dd>
              </dl>
            </Paper>
          );
        })}
      </SimpleGrid>
      <Text fz="xs" c="dark.5">
        {t('Keep your invoice: it is your proof of purchase for warranty service.')}
      </Text>
      <div>{register}</div>
    </Stack>
  );
}
