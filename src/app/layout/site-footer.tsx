import {
  Anchor,
  Box,
  Container,
  Divider,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router-dom';
import { useSiteSettings } from '../../../sync/site-settings/hooks.ts';
import { NewsletterForm } from '../../features/leads/newsletter-form.tsx';
import { WORKING_HOURS_TEXT } from '../../lib/constants.ts';
import { MAIN_NAV, MORE_NAV } from './nav-links.ts';
import { locale, msg, t } from '../../i18n/index.ts';
import { localizedSiteTexts } from '../../lib/localized.ts';

const LEGAL = [
  { to: '/privacy-policy', label: msg('Privacy Policy') },
  { to: '/terms-of-service', label: msg('Terms of Service') },
  { to: '/cookie-policy', label: msg('Cookie Policy') },
] as const;

// A guest finds an order placed on another device (or a cleared browser) here.
const TRACK_ORDER = { to: '/track-order', label: msg('Track your order') } as const;
// A shop that wants to sell MGRID applies here.
const BECOME_DEALER = { to: '/dealers/apply', label: msg('Become a dealer') } as const;

const SOCIAL_NAMES: Record<string, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  twitter: 'X (Twitter)',
  x: 'X',
  whatsapp: 'WhatsApp',
};

function FooterLinks({
  title,
  links,
}: {
  title: string;
  links: readonly { to: string; label: string }[];
}) {
  return (
    <Stack gap={8} component="nav" aria-label={title}>
      <Title order={2} fz="sm" c="white" tt="uppercase" lts={1}>
        {title}
      </Title>
      {links.map((link) => (
        <Anchor key={link.to} component={Link} to={link.to} c="gray.3" fz="sm">
          {t(link.label)}
        </Anchor>
      ))}
    </Stack>
  );
}

/** The footer from site settings: about, contact, social links, newsletter and copyright. */
export function SiteFooter() {
  const settings = localizedSiteTexts(useSiteSettings(), locale());
  const social = Object.entries(settings.socialLinks).filter(([, url]) => /^https:\/\//.test(url));
  const year = new Date().getFullYear();
  return (
    <Box component="footer" className="site-footer" bg="dark.8" c="gray.3" mt={64} pt={48} pb={96}>
      <Container size="xl">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="xl">
          <Stack gap="sm">
            <Text fw={900} fz={22} c="white" lts={1}>
              MGRID
            </Text>
            {settings.footerAbout && (
              <Text fz="sm" lh={1.6}>
                {settings.footerAbout}
              </Text>
            )}
            {social.length > 0 && (
              <Group gap="md">
                {social.map(([name, url]) => (
                  <Anchor
                    key={name}
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                    c="gray.3"
                    fz="sm"
                  >
                    {SOCIAL_NAMES[name.toLowerCase()] ?? name}
                  </Anchor>
                ))}
              </Group>
            )}
          </Stack>
          <SimpleGrid cols={2} spacing="md">
            <FooterLinks title={t('Shop')} links={[...MAIN_NAV, TRACK_ORDER]} />
            <FooterLinks title={t('Company')} links={[...MORE_NAV, BECOME_DEALER]} />
          </SimpleGrid>
          <Stack gap={8}>
            <Title order={2} fz="sm" c="white" tt="uppercase" lts={1}>
              {t('Contact')}
            </Title>
            {settings.companyAddress && (
              <Text fz="sm" component="address" style={{ fontStyle: 'normal' }} lh={1.6}>
                {settings.companyAddress}
              </Text>
            )}
            {settings.salesPhone && (
              <Anchor href={`tel:${settings.salesPhone.replace(/\s+/g, '')}`} c="gray.3" fz="sm">
                {t('Sales: {phone}', { phone: settings.salesPhone })}
              </Anchor>
            )}
            {settings.contactEmail && (
              <Anchor href={`mailto:${settings.contactEmail}`} c="gray.3" fz="sm">
                {settings.contactEmail}
              </Anchor>
            )}
            <Text fz="xs" c="gray.5">
              {t(WORKING_HOURS_TEXT)}
            </Text>
          </Stack>
          <Stack gap="sm" c="white">
            <NewsletterForm />
            <Text fz="xs" c="gray.5">
              {t('One email a month at most. Unsubscribe any time.')}
            </Text>
          </Stack>
        </SimpleGrid>
        <Divider my="xl" color="dark.5" />
        <Group justify="space-between" gap="sm">
          <Text fz="xs" c="gray.5">
            {settings.footerCopyright ?? t('© {year} MGRID. All rights reserved.', { year })}
            {settings.gstin ? ` GSTIN ${settings.gstin}.` : ''}
          </Text>
          <Group gap="md" component="nav" aria-label={t('Legal')}>
            {LEGAL.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} c="gray.4" fz="xs">
                {t(link.label)}
              </Anchor>
            ))}
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
