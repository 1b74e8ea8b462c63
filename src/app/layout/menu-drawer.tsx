import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/NavLink.css';
import { Drawer, Group, NavLink, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { LanguageSwitch } from '../../features/language/language-switch.tsx';
import { MAIN_NAV, MORE_NAV } from './nav-links.ts';
import { t } from '../../i18n/index.ts';

/** The phone menu: loaded on the first tap of the burger (site-header.tsx), not before. */
export function MenuDrawer({
  opened,
  onClose,
  pathname,
}: {
  opened: boolean;
  onClose: () => void;
  pathname: string;
}) {
  return (
    <Drawer opened={opened} onClose={onClose} title={t('Menu')} size="xs" hiddenFrom="md">
      <Stack gap={0} component="nav" aria-label={t('Menu')}>
        {[...MAIN_NAV, ...MORE_NAV].map((item) => (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={t(item.label)}
            active={pathname === item.to}
            fz="md"
          />
        ))}
        {/* The header's switch is easy to miss on a phone: the menu offers it too. */}
        <Group gap="xs" mt="md" px="sm" wrap="nowrap">
          <Text fz="sm" c="dark.5">
            {t('Language')}
          </Text>
          <LanguageSwitch />
        </Group>
        <Text c="dark.4" fz="xs" mt="md" px="sm">
          {t('Prices in rupees, GST invoice with every order.')}
        </Text>
      </Stack>
    </Drawer>
  );
}
