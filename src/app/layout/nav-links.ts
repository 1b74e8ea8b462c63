// The site's main navigation, shared by the desktop bar and the phone drawer. Labels are
// marked for translation here and shown with t(item.label).
import { msg } from '../../i18n/index.ts';

export const MAIN_NAV = [
  { to: '/products', label: msg('Products') },
  { to: '/deals-discounts', label: msg('Deals') },
  { to: '/services', label: msg('Services') },
  { to: '/where-to-buy', label: msg('Where to Buy') },
  { to: '/contact', label: msg('Contact') },
] as const;

export const MORE_NAV = [
  { to: '/upcoming-products', label: msg('Upcoming Products') },
  { to: '/product-registration', label: msg('Register a Product') },
  { to: '/about', label: msg('About MGRID') },
  { to: '/careers', label: msg('Careers') },
] as const;
