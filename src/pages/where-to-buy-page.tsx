import { Anchor, Container, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { DealerLocator } from '../features/dealers/dealer-locator.tsx';
import { PageHeading } from '../ui/page-heading.tsx';
import { PageMeta } from '../ui/page-meta.tsx';
import { t } from '../i18n/index.ts';

export function WhereToBuyPage() {
  return (
    <Container size="xl" py="lg">
      <PageMeta
        title={t('Where to buy')}
        description={t(
          'Find MGRID authorised dealers, distributors and service centres across India by city, state or PIN code, or near you.',
        )}
      />
      <PageHeading
        title={t('Where to buy')}
        subtitle={t(
          'Authorised dealers, distributors and MGRID service centres across India. Works offline too.',
        )}
      />
      <DealerLocator />
      <Text mt="xl" fz="sm">
        {t('Own a shop that sells tools?')}{' '}
        <Anchor component={Link} to="/dealers/apply" data-testid="become-dealer">
          {t('Apply to become an MGRID dealer')}
        </Anchor>
      </Text>
    </Container>
  );
}
