import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { OpenPositions } from '../features/careers/open-positions.tsx';
import {
  applicationFor,
  PositionSelect,
  usePositionById,
} from '../features/careers/position-select.tsx';
import { LeadForm } from '../features/leads/lead-form.tsx';
import { PageHeading } from '../ui/page-heading.tsx';
import { PageMeta } from '../ui/page-meta.tsx';
import { msg, t } from '../i18n/index.ts';

const BENEFITS = [
  msg('Medical insurance for you and your family'),
  msg('Provident fund and gratuity'),
  msg('Training on every MGRID product, and a tool kit of your own'),
  msg('Performance bonus twice a year'),
];

export function CareersPage() {
  const [positionId, setPositionId] = useState<string | null>(null);
  const position = usePositionById(positionId);
  const applyFor = (id: string) => {
    setPositionId(id);
    document.getElementById('apply')?.scrollIntoView({ block: 'start' });
  };
  return (
    <Container size="lg" py="xl">
      <PageMeta
        title={t('Careers at MGRID')}
        description={t('Open positions at MGRID in sales, service and support across India.')}
      />
      <PageHeading
        title={t('Careers at MGRID')}
        subtitle={t(
          'Join a small team that designs, sells and services professional measuring tools for builders across India.',
        )}
      />
      <Stack gap={40}>
        <Stack gap="md">
          <Title order={2} fz="xl">
            {t('Open positions')}
          </Title>
          <OpenPositions onApply={(chosen) => applyFor(chosen.id)} />
        </Stack>
        <Stack gap="sm">
          <Title order={2} fz="xl">
            {t('What we offer')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            {BENEFITS.map((benefit) => (
              <Text key={benefit} fz="sm">
                ✓ {t(benefit)}
              </Text>
            ))}
          </SimpleGrid>
        </Stack>
        <Stack gap="sm" id="apply" style={{ scrollMarginTop: 80 }}>
          <Title order={2} fz="xl">
            {t('Apply')}
          </Title>
          <Text c="dark.6" maw={680}>
            {t(
              'Tell us who you are and a line about your experience. We reply to every application within two weeks, and we never ask for a fee at any stage of hiring.',
            )}
          </Text>
          <PositionSelect value={position?.id ?? null} onChange={setPositionId} />
          <LeadForm
            source="careers"
            messagePrefix={applicationFor(position)}
            messageLabel={t('About your experience')}
            submitLabel={t('Send application')}
          />
        </Stack>
      </Stack>
    </Container>
  );
}
