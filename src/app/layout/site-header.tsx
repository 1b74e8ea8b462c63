import { Box, Burger, Container, Group } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { NavLink as RouterNavLink, useLocation } from 'react-router-dom';
import { AccountMenu } from '../../features/auth/account-menu.tsx';
import { CartButton } from '../../features/cart/cart-button.tsx';
import { LanguageSwitch } from '../../features/language/language-switch.tsx';
import { MAIN_NAV } from './nav-links.ts';
import { SiteLogo } from './site-logo.tsx';
import classes from './site-header.module.css';
import { lazyPart } from '../../ui/lazy-part.tsx';
import { lazySection } from '../../ui/lazy-section.tsx';
import { t } from '../../i18n/index.ts';

// The drawer (Mantine's modal machinery) is not needed to paint the page: it loads on first use.
const MenuDrawer = lazyPart(async () => (await import('./menu-drawer.tsx')).MenuDrawer);

// The search box brings Mantine's input stack: the pre-rendered box hydrates once its code has
// arrived; a page rendered on the device keeps its place with an empty box of its height.
const HeaderSearch = lazySection(
  async () => (await import('../../features/catalogue/header-search.tsx')).HeaderSearch,
  <div className={classes.searchPlaceholder} />,
);

/** Sticky header: logo, navigation (a drawer on phones), instant search, account and cart. */
export function SiteHeader() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const { pathname } = useLocation();
  useEffect(close, [pathname, close]);
  // One search box: in the bar from tablet width, under it on phones; none on the product
  // list, which has its own. Read after the first render, which must equal the pre-rendered
  // (phone) HTML for hydration.
  // (false at first, as in that HTML: no second render after hydration on a phone)
  const wide = useMediaQuery('(min-width: 48em)', false);
  const search = pathname === '/products' ? null : <HeaderSearch />;

  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" py={10}>
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="xs" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={() => {
                setMenuUsed(true);
                toggle();
              }}
              hiddenFrom="md"
              size="sm"
              aria-label={opened ? t('Close menu') : t('Open menu')}
            />
            <SiteLogo />
          </Group>
          <Group component="nav" aria-label={t('Main')} gap={4} visibleFrom="md" wrap="nowrap">
            {MAIN_NAV.map((item) => (
              <RouterNavLink key={item.to} to={item.to} className={classes.link}>
                {t(item.label)}
              </RouterNavLink>
            ))}
          </Group>
          <Group gap="xs" wrap="nowrap">
            {wide && search && <Box w={{ sm: 240, lg: 300 }}>{search}</Box>}
            <span className={classes.language}>
              <LanguageSwitch />
            </span>
            <AccountMenu />
            <CartButton />
          </Group>
        </Group>
        {!wide && search && <Box mt={8}>{search}</Box>}
      </Container>
      {menuUsed && <MenuDrawer opened={opened} onClose={close} pathname={pathname} />}
    </Box>
  );
}
