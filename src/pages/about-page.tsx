import { Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { SERVICE_AREA_CITY_COUNT, WARRANTY_YEARS } from '../lib/constants.ts';
import { LinkButton } from '../ui/link-button.tsx';
import { PageHeading } from '../ui/page-heading.tsx';
import { PageMeta } from '../ui/page-meta.tsx';
import { msg, t } from '../i18n/index.ts';

// Texts marked with msg() here and shown with t() (the page's language is known at render).
const FACTS = [
  { figure: () => '2014', label: msg('Founded in Mumbai by two site engineers') },
  {
    figure: () => `${SERVICE_AREA_CITY_COUNT}`,
    label: msg('Cities with sales and service partners'),
  },
  {
    figure: () => t('{count, plural, one {# year} other {# years}}', { count: WARRANTY_YEARS }),
    label: msg('Warranty on every MGRID tool'),
  },
  { figure: () => t('1.2 lakh+'), label: msg('Lasers and meters at work on Indian sites') },
];

const VALUES = [
  {
    title: msg('Accuracy you can check'),
    text: msg(
      'Every laser is calibrated on our bench before it ships and carries its accuracy figure, such as ±0.3 mm/m, on the box. Bring it to any MGRID service centre and we will check it for you.',
    ),
  },
  {
    title: msg('Built for Indian sites'),
    text: msg(
      'Dust, heat, monsoon humidity and long days: our housings are IP54 or better, batteries are Li-ion with USB-C charging, and green beams stay visible in bright, half-finished rooms.',
    ),
  },
  {
    title: msg('Service that comes to you'),
    // The delivery times are DELIVERY_TIMES_TEXT (src/lib/constants.ts), written out so the
    // whole sentence has its Hindi.
    text: msg(
      'Doorstep pick-up for repairs in {cities} cities, genuine parts, a calibration report with every repair, and delivery in 2-5 business days in metros, 5-7 elsewhere.',
    ),
  },
];

export function AboutPage() {
  return (
    <Container size="lg" py="xl">
      <PageMeta
        title={t('About MGRID')}
        description={t(
          'MGRID designs professional laser levels, distance meters and accessories for Indian builders, interior designers and electricians, with sales and service across India.',
        )}
      />
      <PageHeading
        title={t('About MGRID')}
        subtitle={t(
          'We make measuring on site faster and more accurate for the people who build India: contractors, tilers, interior designers, electricians and surveyors.',
        )}
      />
      <Stack gap={40}>
        <Stack gap="sm" maw={760}>
          <Text lh={1.7}>
            {t(
              "MGRID began in 2014 when two site engineers in Mumbai grew tired of imported lasers that could not be repaired locally and spirit levels that could not keep up with modern interiors. We started by servicing other brands' tools; today we design our own line, crossline and 360° lasers, laser distance meters and the accessories that go with them, and support them from our own service centres.",
            )}
          </Text>
          <Text lh={1.7}>
            {t(
              'Our tools are sold online and through authorised dealers across India, with GST invoices for businesses and cash on delivery for everyone. The same team that answers your call designs the next tool, so what you tell us shapes what we build.',
            )}
          </Text>
        </Stack>

        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
          {FACTS.map((fact) => (
            <Stack key={fact.label} gap={4} p="md" bg="gray.0" style={{ borderRadius: 12 }}>
              <Text fz={28} fw={800} c="mgrid.7">
                {fact.figure()}
              </Text>
              <Text fz="sm" c="dark.6">
                {t(fact.label)}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>

        <Stack gap="md">
          <Title order={2} fz="xl">
            {t('What we stand for')}
          </Title>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
            {VALUES.map((value, index) => (
              <Stack key={value.title} gap="xs">
                <ThemeIcon radius="xl" size="lg" aria-hidden>
                  {index + 1}
                </ThemeIcon>
                <Title order={3} fz="md">
                  {t(value.title)}
                </Title>
                <Text fz="sm" c="dark.6" lh={1.6}>
                  {t(value.text, { cities: SERVICE_AREA_CITY_COUNT })}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Stack>

        <Stack gap="sm" align="flex-start">
          <Title order={2} fz="xl">
            {t('Work with us')}
          </Title>
          <Text c="dark.6" maw={680}>
            {t(
              'Dealers, contractors buying for a team, and companies looking for custom measuring tools: we would like to hear from you.',
            )}
          </Text>
          <LinkButton to="/contact">{t('Contact our sales team')}</LinkButton>
        </Stack>
      </Stack>
    </Container>
  );
}
