// Every route of docs/product.md#routes-and-screens, each page loaded on first visit. The
// dashboards sit behind the route guard (src/app/route-guard.tsx, the table in
// src/lib/route-guard.ts). Plain route objects for react-router's declarative mode (useRoutes): the
// data router's loaders and actions would cost every first visit about 17 KiB of JavaScript for
// nothing.
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { loadCatalogues, type CatalogueArea } from '../i18n/index.ts';
import { GUARDED_ROUTES } from '../lib/route-guard.ts';
import { lazyPage, type LazyPage } from './lazy-page.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { RouteGuard } from './route-guard.tsx';

/**
 * A route whose page is the module's export `name`, loaded on first visit, with the Hindi
 * catalogue of its `area` (src/i18n/index.ts) on Hindi pages.
 */
function page(
  path: string,
  load: () => Promise<Record<string, unknown>>,
  name: string,
  area: CatalogueArea | readonly CatalogueArea[] | null,
) {
  const lazy = lazyPage(load, name, area === null ? [] : typeof area === 'string' ? [area] : area);
  return { path, element: <lazy.Page />, handle: lazy } satisfies RouteObject;
}

function pagesAt(routes: RouteObject[], pathname: string): LazyPage[] {
  return (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) =>
    route.handle ? [route.handle as LazyPage] : [],
  );
}

/**
 * Loads the pages an address (without its language prefix) shows, and their texts in this
 * page's language, so its first render neither suspends nor flashes.
 */
export async function preloadPages(routes: RouteObject[], pathname: string): Promise<void> {
  const pages = pagesAt(routes, pathname);
  const areas = pages.flatMap((page) => page.areas);
  await Promise.all([loadCatalogues(['shell', ...areas]), ...pages.map((page) => page.preload())]);
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      page('/', () => import('../pages/home-page.tsx'), 'HomePage', 'shell'),
      page('/login', () => import('../pages/login-page.tsx'), 'LoginPage', 'buy'),
      page(
        '/forgot-password',
        () => import('../pages/forgot-password-page.tsx'),
        'ForgotPasswordPage',
        'buy',
      ),
      page(
        '/reset-password',
        () => import('../pages/reset-password-page.tsx'),
        'ResetPasswordPage',
        'buy',
      ),
      {
        element: <RouteGuard allowed={GUARDED_ROUTES['/dashboard']} />,
        children: [
          page('/dashboard/*', () => import('../pages/dashboard-page.tsx'), 'DashboardPage', 'buy'),
        ],
      },
      {
        element: <RouteGuard allowed={GUARDED_ROUTES['/admin']} />,
        children: [page('/admin/*', () => import('../pages/admin-page.tsx'), 'AdminPage', null)],
      },
      {
        element: <RouteGuard allowed={GUARDED_ROUTES['/superadmin']} />,
        children: [
          page(
            '/superadmin/*',
            () => import('../pages/superadmin-page.tsx'),
            'SuperadminPage',
            null,
          ),
        ],
      },
      page('/products', () => import('../pages/products-page.tsx'), 'ProductsPage', 'shop'),
      page(
        '/products/:productId',
        () => import('../pages/product-page.tsx'),
        'ProductPage',
        'shop',
      ),
      page('/cart', () => import('../pages/cart-page.tsx'), 'CartPage', 'shop'),
      page('/checkout', () => import('../pages/checkout-page.tsx'), 'CheckoutPage', 'buy'),
      page(
        '/order-success/:orderId',
        () => import('../pages/order-success-page.tsx'),
        'OrderSuccessPage',
        'buy',
      ),
      page('/track-order', () => import('../pages/track-order-page.tsx'), 'TrackOrderPage', 'buy'),
      page(
        '/quote/request',
        () => import('../pages/quote-request-page.tsx'),
        'QuoteRequestPage',
        'buy',
      ),
      page('/quote/:token', () => import('../pages/quote-page.tsx'), 'QuotePage', 'buy'),
      page('/services', () => import('../pages/services-page.tsx'), 'ServicesPage', 'help'),
      page(
        '/services/:serviceId',
        () => import('../pages/service-page.tsx'),
        'ServicePage',
        'help',
      ),
      page(
        '/upcoming-products',
        () => import('../pages/upcoming-products-page.tsx'),
        'UpcomingProductsPage',
        ['shop', 'help'], // the upcoming list's and its lead form's texts
      ),
      page('/deals-discounts', () => import('../pages/deals-page.tsx'), 'DealsPage', 'shop'),
      page(
        '/where-to-buy',
        () => import('../pages/where-to-buy-page.tsx'),
        'WhereToBuyPage',
        'help',
      ),
      page(
        '/dealers/apply',
        () => import('../pages/dealer-apply-page.tsx'),
        'DealerApplyPage',
        ['help', 'buy'], // the application's texts, and the address and GSTIN fields'
      ),
      // A dealer member's own screens (home and the quick-order pad): not in a shopper's
      // precache (scripts/precache-plugin.ts), cached once a dealer signs in.
      page('/dealer/*', () => import('../pages/dealer-page.tsx'), 'DealerPage', ['dealer', 'buy']),
      page(
        '/product-registration',
        () => import('../pages/product-registration-page.tsx'),
        'ProductRegistrationPage',
        'help',
      ),
      page('/contact', () => import('../pages/contact-page.tsx'), 'ContactPage', 'help'),
      page('/about', () => import('../pages/about-page.tsx'), 'AboutPage', 'help'),
      page('/careers', () => import('../pages/careers-page.tsx'), 'CareersPage', 'help'),
      page(
        '/privacy-policy',
        () => import('../pages/privacy-policy-page.tsx'),
        'PrivacyPolicyPage',
        'legal',
      ),
      page(
        '/terms-of-service',
        () => import('../pages/terms-of-service-page.tsx'),
        'TermsOfServicePage',
        'legal',
      ),
      page(
        '/cookie-policy',
        () => import('../pages/cookie-policy-page.tsx'),
        'CookiePolicyPage',
        'legal',
      ),
      page('*', () => import('../pages/not-found-page.tsx'), 'NotFoundPage', 'shell'),
    ],
  },
];
