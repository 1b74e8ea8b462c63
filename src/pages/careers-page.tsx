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

const BENEFITS = [
  'Medical insurance for you and your family',
  'Provident fund and gratuity',
  'Training on every MGRID product, and a tool kit of your own',
  'Performance bonus twice a year',
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
        title="Careers at MGRID"
        description="Open positions at MGRID in sales, service and support across India."
      />
      <PageHeading
        title="Careers at MGRID"
        subtitle="Join a small team that designs, sells and services professional measuring tools for builders across India."
      />
      <Stack gap={40}>
        <Stack gap="md">
          <Title order={2} fz="xl">
            Open positions
          </Title>
          <OpenPositions onApply={(chosen) => applyFor(chosen.id)} />
        </Stack>
        <Stack gap="sm">
          <Title order={2} fz="xl">
            What we offer
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            {BENEFITS.map((benefit) => (
              <Text key={benefit} fz="sm">
                ✓ {benefit}
              </Text>
            ))}
          </SimpleGrid>
        </Stack>
        <Stack gap="sm" id="apply" style={{ scrollMarginTop: 80 }}>
          <Title order={2} fz="xl">
            Apply
          </Title>
          <Text c="dark.6" maw={680}>
            Tell us who you are and a line about your experience. We reply to every application
            within two weeks, and we never ask for a fee at any stage of hiring.
          </Text>
          <PositionSelect value={position?.id ?? null} onChange={setPositionId} />
          <LeadForm
            source="careers"
            messagePrefix={applicationFor(position)}
            messageLabel="About your experience"
            submitLabel="Send application"
          />
        </Stack>
      </Stack>
    </Container>
  );
}
