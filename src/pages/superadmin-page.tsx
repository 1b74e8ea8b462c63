// /superadmin (superadmin only): its home lists the back office's sections, which live under
// /admin (superadmins may open it). The superadmin-only screens (users, roles, permissions,
// site settings) are not built yet: those powers work through the API, enforced in SQL.
import { Alert, Container, Stack, Text } from '@mantine/core';
import { PageHeading } from '../ui/page-heading.tsx';
import { SectionTabs } from '../ui/section-tabs.tsx';
import { ADMIN_SECTIONS } from './admin-page.tsx';

export function SuperadminPage() {
  return (
    <Container size="xl" py="lg">
      <title>Superadmin | MGRID</title>
      <meta name="robots" content="noindex" />
      <Stack gap="md">
        <PageHeading title="Superadmin" />
        <SectionTabs label="Back office sections" links={ADMIN_SECTIONS} />
        <Alert color="blue" variant="light" title="Users, roles, permissions and site settings">
          <Text fz="sm">
            These screens are coming next. Until then a superadmin manages them through the Supabase
            API with their own account; the database allows only a superadmin to change them and
            never demotes or deactivates the last superadmin.
          </Text>
        </Alert>
      </Stack>
    </Container>
  );
}
