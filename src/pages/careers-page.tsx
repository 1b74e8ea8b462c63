import {
  Badge,
  Button,
  Card,
  Container,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { LeadForm } from '../features/leads/lead-form.tsx';
import { PageHeading } from '../ui/page-heading.tsx';
import { PageMeta } from '../ui/page-meta.tsx';

const OPENINGS = [
  {
    title: 'Field Sales Engineer',
    place: 'Mumbai, Pune',
    kind: 'Full time',
    text: 'Demonstrate lasers on construction and interior sites, support our dealers, and grow contractor accounts across western Maharashtra. Diploma or degree in civil or electrical engineering, two-wheeler licence, Marathi and Hindi.',
  },
  {
    title: 'Service Technician (Calibration)',
    place: 'Bengaluru',
    kind: 'Full time',
    text: 'Diagnose, repair and recalibrate line lasers and distance meters at our Peenya service centre. ITI or diploma in electronics; experience with optical or surveying instruments is a plus.',
  },
  {
    title: 'Dealer Development Manager',
    place: 'Delhi NCR',
    kind: 'Full time',
    text: 'Appoint and train authorised dealers across North India, plan stock with them and run product trainings. Five or more years in tools, hardware or building materials sales.',
  },
  {
    title: 'Customer Support Executive',
    place: 'Mumbai (Andheri East)',
    kind: 'Full time',
    text: 'Answer customers by phone, chat and email, book repairs, and follow up orders. Good spoken English and Hindi; a regional language is welcome.',
  },
];

const BENEFITS = [
  'Medical insurance for you and your family',
  'Provident fund and gratuity',
  'Training on every MGRID product, and a tool kit of your own',
  'Performance bonus twice a year',
];

const ANY_POSITION = 'Any position (open application)';

/** The lead's message starts with the position, so whoever reads the lead sees it first. */
const applicationMessage = (position: string) => `Application for: ${position}\n\n`;

export function CareersPage() {
  const [position, setPosition] = useState(ANY_POSITION);
  const applyFor = (title: string) => {
    setPosition(title);
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
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {OPENINGS.map((job) => (
              <Card key={job.title} withBorder padding="lg" radius="md">
                <Stack gap="xs">
                  <Title order={3} fz="lg">
                    {job.title}
                  </Title>
                  <Group gap="xs">
                    <Badge variant="light" color="gray">
                      {job.place}
                    </Badge>
                    <Badge variant="light" color="gray">
                      {job.kind}
                    </Badge>
                  </Group>
                  <Text fz="sm" c="dark.6" lh={1.6}>
                    {job.text}
                  </Text>
                  <Button
                    variant="light"
                    style={{ alignSelf: 'flex-start' }}
                    onClick={() => applyFor(job.title)}
                    aria-label={`Apply for ${job.title}`}
                  >
                    Apply
                  </Button>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
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
          <NativeSelect
            label="Position"
            maw={420}
            data={[ANY_POSITION, ...OPENINGS.map((job) => job.title)]}
            value={position}
            onChange={(event) => setPosition(event.currentTarget.value)}
            data-testid="careers-position"
          />
          {/* A new form per position: its message starts with the position chosen. */}
          <LeadForm
            key={position}
            source="careers"
            defaultMessage={applicationMessage(position)}
            messageLabel="About your experience"
            submitLabel="Send application"
          />
        </Stack>
      </Stack>
    </Container>
  );
}
