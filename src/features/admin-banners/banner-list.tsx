import '@mantine/core/styles/Switch.css';
// /admin/banners: every banner with its status (active, scheduled, expired, inactive), a
// switch to turn it on or off, edit and delete.
import { Alert, Anchor, Badge, Button, Group, Switch, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { deleteBanner, setBannerActive } from '../../../sync/admin-banners/actions.ts';
import { useAdminBanners } from '../../../sync/admin-banners/hooks.ts';
import { bannerStatus, type BannerStatus } from '../../lib/banners.ts';

const COLORS: Record<BannerStatus, string> = {
  active: 'green',
  scheduled: 'blue',
  expired: 'gray',
  inactive: 'dark',
};

export function BannerList() {
  const banners = useAdminBanners();
  const [error, setError] = useState<string | null>(null);
  // The time the list was opened: statuses do not tick while it is on screen.
  const [now] = useState(Date.now);
  const run = (work: Promise<unknown>) =>
    work.then(
      () => setError(null),
      (e: unknown) => setError(e instanceof Error ? e.message : String(e)),
    );
  const ordered = [...banners].sort(
    (a, b) => (b.priority ?? 0) - (a.priority ?? 0) || b.created_at.localeCompare(a.created_at),
  );
  return (
    <>
      <Group justify="space-between" mb="sm">
        <Text size="sm" c="dark.5">
          {banners.length} {banners.length === 1 ? 'banner' : 'banners'}
        </Text>
        <Button component={Link} to="/admin/banners/new">
          New banner
        </Button>
      </Group>
      {error && (
        <Alert color="red" mb="sm" role="alert" data-testid="banner-error">
          {error}
        </Alert>
      )}
      <Table striped layout="fixed" style={{ overflowWrap: 'anywhere' }} data-testid="banner-list">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Banner</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Active</Table.Th>
            <Table.Th visibleFrom="sm">Priority</Table.Th>
            <Table.Th>Delete</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ordered.map((banner) => {
            const status = bannerStatus(banner, now);
            return (
              <Table.Tr key={banner.id} data-testid="banner-row" data-title={banner.title}>
                <Table.Td>
                  <Anchor component={Link} to={`/admin/banners/${banner.id}`}>
                    {banner.title}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={COLORS[status]} data-testid="banner-status">
                    {status}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Switch
                    aria-label={`Active: ${banner.title}`}
                    checked={banner.is_active === true}
                    onChange={(e) => run(setBannerActive(banner.id, e.currentTarget.checked))}
                    data-testid="banner-active"
                  />
                </Table.Td>
                <Table.Td visibleFrom="sm">{banner.priority}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="default"
                    c="red.9"
                    aria-label={`Delete ${banner.title}`}
                    onClick={() => {
                      if (window.confirm(`Delete the banner "${banner.title}"?`)) {
                        void run(deleteBanner(banner.id));
                      }
                    }}
                  >
                    Delete
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </>
  );
}
