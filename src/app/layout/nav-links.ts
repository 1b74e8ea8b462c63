// The site's main navigation, shared by the desktop bar and the phone drawer.
export const MAIN_NAV = [
  { to: '/products', label: 'Products' },
  { to: '/deals-discounts', label: 'Deals' },
  { to: '/services', label: 'Services' },
  { to: '/where-to-buy', label: 'Where to Buy' },
  { to: '/contact', label: 'Contact' },
] as const;

export const MORE_NAV = [
  { to: '/upcoming-products', label: 'Upcoming Products' },
  { to: '/product-registration', label: 'Register a Product' },
  { to: '/about', label: 'About MGRID' },
  { to: '/careers', label: 'Careers' },
] as const;
