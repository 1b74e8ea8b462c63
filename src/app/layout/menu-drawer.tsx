import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/NavLink.css';
import { Drawer, NavLink, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { MAIN_NAV, MORE_NAV } from './nav-links.ts';

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
    <Drawer opened={opened} onClose={onClose} title="Menu" size="xs" hiddenFrom="md">
      <Stack gap={0} component="nav" aria-label="Menu">
        {[...MAIN_NAV, ...MORE_NAV].map((item) => (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={item.label}
            active={pathname === item.to}
            fz="md"
          />
        ))}
        <Text c="dark.4" fz="xs" mt="md" px="sm">
          Prices in rupees, GST invoice with every order.
        </Text>
      </Stack>
    </Drawer>
  );
}
