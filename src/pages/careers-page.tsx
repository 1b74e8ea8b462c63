import { Badge, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { LinkButton } from '../ui/link-button.tsx';
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

export function CareersPage() {
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
        <Stack gap="sm" align="flex-start">
          <Title order={2} fz="xl">
            How to apply
          </Title>
          <Text c="dark.6" maw={680}>
            Send us your name, phone number and the position you are interested in through our
            contact form, with a line about your experience. We reply to every application within
            two weeks, and we never ask for a fee at any stage of hiring.
          </Text>
          <LinkButton to="/contact?topic=careers">Apply through the contact form</LinkButton>
        </Stack>
      </Stack>
    </Container>
  );
}
