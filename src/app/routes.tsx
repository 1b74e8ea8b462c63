// Every route of seed-spec.md section 2, each page loaded on first visit. The dashboards sit
// behind the route guard (src/app/route-guard.tsx, the table in src/lib/route-guard.ts).
// Plain route objects for react-router's declarative mode (useRoutes): the data router's
// loaders and actions would cost every first visit about 17 KiB of JavaScript for nothing.
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { GUARDED_ROUTES } from '../lib/route-guard.ts';
import { lazyPage, type LazyPage } from './lazy-page.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { RouteGuard } from './route-guard.tsx';

/** A route whose page is the module's export `name`, loaded on first visit. */
function page(path: string, load: () => Promise<Record<string, unknown>>, name: string) {
  const lazy = lazyPage(load, name);
  return { path, element: <lazy.Page />, handle: lazy } satisfies RouteObject;
}

/** Loads the pages an address shows, so its first render neither suspends nor flashes. */
export async function preloadPages(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map(({ route }) => (route.handle as LazyPage | undefined)?.preload()));
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      page('/', () => import('../pages/home-page.tsx'), 'HomePage'),
      page('/login', () => import('../pages/login-page.tsx'), 'LoginPage'),
      page(
        '/forgot-password',
        () => import('../pages/forgot-password-page.tsx'),
        'ForgotPasswordPage',
      ),
      page(
        '/reset-password',
        () => import('../pages/reset-password-page.tsx'),
        'ResetPasswordPage',
      ),
      {
        element: <RouteGuard allowed={GUARDED_ROUTES['/dashboard']} />,
        children: [
          page('/dashboard/*', () => import('../pages/dashboard-page.tsx'), 'DashboardPage'),
        ],
      },
      {
        element: <RouteGuard allowed={GUARDED_ROUTES['/admin']} />,
        children: [page('/admin/*', () => import('../pages/admin-page.tsx'), 'AdminPage')],
      },
      {
        element: <RouteGuard allowed={GUARDED_ROUTES['/superadmin']} />,
        children: [
          page('/superadmin/*', () => import('../pages/superadmin-page.tsx'), 'SuperadminPage'),
        ],
      },
      page('/products', () => import('../pages/products-page.tsx'), 'ProductsPage'),
      page('/products/:productId', () => import('../pages/product-page.tsx'), 'ProductPage'),
      page('/cart', () => import('../pages/cart-page.tsx'), 'CartPage'),
      page('/checkout', () => import('../pages/checkout-page.tsx'), 'CheckoutPage'),
      page(
        '/order-success/:orderId',
        () => import('../pages/order-success-page.tsx'),
        'OrderSuccessPage',
      ),
      page('/track-order', () => import('../pages/track-order-page.tsx'), 'TrackOrderPage'),
      page('/quote/request', () => import('../pages/quote-request-page.tsx'), 'QuoteRequestPage'),
      page('/quote/:token', () => import('../pages/quote-page.tsx'), 'QuotePage'),
      page('/services', () => import('../pages/services-page.tsx'), 'ServicesPage'),
      page('/services/:serviceId', () => import('../pages/service-page.tsx'), 'ServicePage'),
      page(
        '/upcoming-products',
        () => import('../pages/upcoming-products-page.tsx'),
        'UpcomingProductsPage',
      ),
      page('/deals-discounts', () => import('../pages/deals-page.tsx'), 'DealsPage'),
      page('/where-to-buy', () => import('../pages/where-to-buy-page.tsx'), 'WhereToBuyPage'),
      page(
        '/product-registration',
        () => import('../pages/product-registration-page.tsx'),
        'ProductRegistrationPage',
      ),
      page('/contact', () => import('../pages/contact-page.tsx'), 'ContactPage'),
      page('/about', () => import('../pages/about-page.tsx'), 'AboutPage'),
      page('/careers', () => import('../pages/careers-page.tsx'), 'CareersPage'),
      page(
        '/privacy-policy',
        () => import('../pages/privacy-policy-page.tsx'),
        'PrivacyPolicyPage',
      ),
      page(
        '/terms-of-service',
        () => import('../pages/terms-of-service-page.tsx'),
        'TermsOfServicePage',
      ),
      page('/cookie-policy', () => import('../pages/cookie-policy-page.tsx'), 'CookiePolicyPage'),
      page('*', () => import('../pages/not-found-page.tsx'), 'NotFoundPage'),
    ],
  },
];
