// /superadmin (superadmin only): users (search, role, activation, permissions) and the site
// settings, each with its own address; the back office's sections stay under /admin, linked
// here (superadmins may open it). Loaded only when visited, so none of it reaches a visitor.
// These screens are online work: they read and write the server directly (no local copy).
import '@mantine/dates/styles.css';
import { Container, Stack, Text } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ClientErrors } from '../features/superadmin/client-errors.tsx';
import { OnlineNotice } from '../features/superadmin/online-notice.tsx';
import { SiteSettingsEditor } from '../features/superadmin/site-settings-editor.tsx';
import { UserDetail } from '../features/superadmin/user-detail.tsx';
import { UserList } from '../features/superadmin/user-list.tsx';
import { WebVitals } from '../features/superadmin/web-vitals.tsx';
import { SUPERADMIN_ROUTES } from '../lib/route-guard.ts';
import { PageHeading } from '../ui/page-heading.tsx';
import { SectionTabs } from '../ui/section-tabs.tsx';
import { ADMIN_SECTIONS } from './admin-page.tsx';
import { NotFoundPage } from './not-found-page.tsx';

export const SUPERADMIN_SECTIONS = [
  { to: SUPERADMIN_ROUTES.users, label: 'Users' },
  { to: SUPERADMIN_ROUTES.settings, label: 'Site settings' },
  { to: SUPERADMIN_ROUTES.errors, label: 'Error reports' },
  { to: SUPERADMIN_ROUTES.vitals, label: 'Speed on phones' },
] as const;

export function SuperadminPage() {
  return (
    <ModalsProvider>
      <Container size="xl" py="lg">
        <title>Superadmin | MGRID</title>
        <meta name="robots" content="noindex" />
        <PageHeading title="Superadmin" />
        <Stack gap="xs" mb="md">
          <SectionTabs label="Superadmin sections" links={SUPERADMIN_SECTIONS} />
          <Text size="xs" c="dark.5" fw={600} tt="uppercase" mt="xs">
            Back office
          </Text>
          <SectionTabs label="Back office sections" links={ADMIN_SECTIONS} />
        </Stack>
        <OnlineNotice />
        <Routes>
          <Route index element={<Navigate to={SUPERADMIN_ROUTES.users} replace />} />
          <Route path="users" element={<UserList />} />
          <Route path="users/:userId" element={<UserDetail />} />
          <Route path="settings" element={<SiteSettingsEditor />} />
          <Route path="errors" element={<ClientErrors />} />
          <Route path="vitals" element={<WebVitals />} />
          {/* Not a relative redirect: from an unknown address it grew forever and froze the tab. */}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Container>
    </ModalsProvider>
  );
}
