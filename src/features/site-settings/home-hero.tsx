import { Box, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { LinkButton } from '../../ui/link-button.tsx';
import { useSiteSettings } from '../../../sync/site-settings/hooks.ts';
import { locale, msg, t } from '../../i18n/index.ts';
import { localizedSiteTexts } from '../../lib/localized.ts';

const FALLBACK_TITLE = msg('Professional laser measuring tools');
const FALLBACK_SUBTITLE = msg(
  'Self-levelling lasers, distance meters and accessories for Indian sites, with a 2-year warranty.',
);

/** The home page's hero: title and subtitle from site settings, the flagship laser beside. */
export function HomeHero() {
  const settings = localizedSiteTexts(useSiteSettings(), locale());
  return (
    <Box
      style={{
        background: 'linear-gradient(135deg, #1f2329 0%, #2b2f36 55%, #3a1013 100%)',
      }}
      c="white"
    >
      <Container size="xl" py={{ base: 32, md: 64 }}>
        <Grid align="center" gap="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="md">
              <Text fz="sm" fw={700} c="#7dff5c" tt="uppercase" lts={1.5}>
                {t('Green-beam lasers · Distance meters · Accessories')}
              </Text>
              <Title order={1} fz={{ base: 32, sm: 44, lg: 54 }} lh={1.1} c="white">
                {settings.heroTitle ?? t(FALLBACK_TITLE)}
              </Title>
              <Text fz={{ base: 'md', sm: 'lg' }} c="gray.3" maw={560}>
                {settings.heroSubtitle ?? t(FALLBACK_SUBTITLE)}
              </Text>
              <Group gap="sm" mt="xs">
                <LinkButton to="/products" size="md">
                  {t('Shop all products')}
                </LinkButton>
                <LinkButton to="/deals-discounts" size="md" variant="white" color="dark">
                  {t("Today's deals")}
                </LinkButton>
              </Group>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }} visibleFrom="sm">
            <img
              src="/images/products/sl02.webp"
              alt={t('MGRID SL02 green crossline laser projecting level lines')}
              // Hidden on phones (visibleFrom="sm"): lazy, so a phone never downloads it.
              loading="lazy"
              width={400}
              height={400}
              style={{
                width: '100%',
                maxWidth: 420,
                height: 'auto',
                display: 'block',
                margin: '0 auto',
                borderRadius: 24,
              }}
            />
          </Grid.Col>
        </Grid>
      </Container>
    </Box>
  );
}
