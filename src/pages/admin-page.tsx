// /admin (admins and superadmins): the back office, one section per tab, each with its own
// address (/admin/products/:id, /admin/leads?status=new, ...). Loaded only when visited, so
// none of it (charts, date pickers included) reaches a visitor's bundle.
import '@mantine/charts/styles.css';
import '@mantine/dates/styles.css';
import { Center, Container, Loader } from '@mantine/core';
import { Navigate, Route, Routes } from 'react-router-dom';
import { BannerEditor, type BannerPreview } from '../features/admin-banners/banner-editor.tsx';
import { BannerList } from '../features/admin-banners/banner-list.tsx';
import { PromoBanner } from '../features/banners/promo-banner.tsx';
import { LeadDetail } from '../features/admin-leads/lead-detail.tsx';
import { LeadStatsView } from '../features/admin-leads/lead-stats.tsx';
import { LeadsDesk } from '../features/admin-leads/leads-desk.tsx';
import { MyFieldLeads } from '../features/admin-leads/my-field-leads.tsx';
import { NewLeadForm } from '../features/admin-leads/new-lead-form.tsx';
import { ProductsAdmin } from '../features/admin-products/products-admin.tsx';
import { StorageNote } from '../features/device-storage/storage-note.tsx';
import { PositionsAdmin } from '../features/admin-careers/positions-admin.tsx';
import { LowStock } from '../features/admin-orders/low-stock.tsx';
import { OrderDesk } from '../features/admin-orders/order-desk.tsx';
import { OrderPage } from '../features/admin-orders/order-page.tsx';
import { QuoteDesk } from '../features/admin-quotes/quote-desk.tsx';
import { NewQuotePage, QuoteEditorPage } from '../features/admin-quotes/quote-editor.tsx';
import { withCatalogues } from '../i18n/index.ts';
import { lazyPart } from '../ui/lazy-part.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { PageHeading } from '../ui/page-heading.tsx';
import { SectionTabs } from '../ui/section-tabs.tsx';

export const ADMIN_SECTIONS = [
  { to: '/admin/orders', label: 'Orders' },
  { to: '/admin/quotes', label: 'Quotes' },
  { to: '/admin/products', label: 'Products' },
  { to: '/admin/leads', label: 'Leads' },
  { to: '/admin/lead-stats', label: 'Lead stats' },
  { to: '/admin/banners', label: 'Banners' },
  { to: '/admin/new-lead', label: 'New lead' },
  { to: '/admin/careers', label: 'Careers' },
  { to: '/admin/dealers', label: 'Dealers' },
] as const;

/**
 * The dealer desk loads when opened, with its Hindi texts (the staff catalogue, and the
 * dealer's for the account and statement both sides see).
 */
const DealerDesk = lazyPart(
  withCatalogues(
    ['staff', 'dealer'],
    async () => (await import('../features/admin-dealers/dealer-desk.tsx')).DealerDesk,
  ),
  () => (
    <Center py="xl">
      <Loader size="sm" aria-label="Loading" />
    </Center>
  ),
);

/** An order's page with the staff catalogue: its e-way bill and credit-hold texts in Hindi. */
const OrderPageWithTexts = lazyPart(
  withCatalogues(['staff'], () => Promise.resolve(OrderPage)),
  () => (
    <Center py="xl">
      <Loader size="sm" aria-label="Loading" />
    </Center>
  ),
);

/** The storefront's own banner strip, so the preview is exactly what visitors will see. */
const bannerPreview: BannerPreview = (banner) => (
  <PromoBanner
    banner={{
      id: 'preview',
      title: banner.title.trim() || 'Banner title',
      subtitle: banner.subtitle.trim() || null,
      cta_text: banner.cta_text.trim() || null,
      cta_url: banner.cta_url.trim() || null,
      background_color: banner.background_color,
      text_color: banner.text_color,
    }}
    onDismiss={() => undefined}
  />
);

export function AdminRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="/admin/products" replace />} />
      <Route path="orders" element={<OrderDesk />} />
      <Route path="orders/low-stock" element={<LowStock />} />
      <Route path="orders/:orderId" element={<OrderPageWithTexts />} />
      <Route path="quotes" element={<QuoteDesk />} />
      <Route path="quotes/new" element={<NewQuotePage />} />
      <Route path="quotes/:quoteId" element={<QuoteEditorPage />} />
      <Route path="products/*" element={<ProductsAdmin />} />
      <Route path="leads" element={<LeadsDesk />} />
      <Route path="leads/:leadId" element={<LeadDetail />} />
      <Route path="lead-stats" element={<LeadStatsView />} />
      <Route path="banners" element={<BannerList />} />
      <Route path="banners/:bannerId" element={<BannerEditor preview={bannerPreview} />} />
      <Route
        path="new-lead"
        element={
          <>
            <NewLeadForm />
            <MyFieldLeads />
          </>
        }
      />
      <Route path="careers" element={<PositionsAdmin />} />
      <Route path="dealers/*" element={<DealerDesk />} />
      {/* Absolute and final: a relative redirect from an unknown address grew it forever
          (/admin/x/products/products/...) and froze the tab. */}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

export function AdminPage() {
  return (
    <Container size="xl" py="lg">
      <title>Admin | MGRID</title>
      <meta name="robots" content="noindex" />
      <PageHeading title="Admin" />
      <SectionTabs label="Admin sections" links={ADMIN_SECTIONS} />
      <StorageNote />
      <AdminRoutes />
    </Container>
  );
}
