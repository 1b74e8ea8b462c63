// /superadmin/users: everyone with an account, searched by name, email or phone, filtered by
// role and status (all in the address), 25 a page, with role, active state and last sign-in.
import { Alert, Anchor, Badge, Group, Select, Table, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useUserPage } from '../../../sync/superadmin/hooks.ts';
import {
  ROLES,
  USER_PAGE_SIZE,
  USER_STATUSES,
  readUserFilter,
  roleLabel,
  writeUserFilter,
} from '../../lib/user-directory.ts';
import { ListPager } from '../../ui/list-pager.tsx';
import { formatWhen } from './display.ts';
import { useAddressFilter } from '../../ui/use-address-filter.ts';

export const ROLE_COLORS: Record<string, string> = {
  superadmin: 'grape',
  admin: 'blue',
  user: 'gray',
};

export function UserList() {
  const [shown, filter, update] = useAddressFilter(readUserFilter, writeUserFilter);
  const page = useUserPage(filter);
  const total = page.value?.total ?? 0;
  return (
    <>
      <Group align="end" gap="sm" wrap="wrap" mb="sm">
        <TextInput
          type="search"
          label="Search name, email or phone"
          value={shown.search}
          onChange={(e) => update({ search: e.currentTarget.value })}
          style={{ flex: '1 1 240px' }}
          data-testid="user-search"
        />
        <Select
          label="Role"
          data={ROLES.map((r) => ({ value: r.value, label: r.label }))}
          value={shown.role}
          onChange={(role) => update({ role: role as typeof shown.role })}
          clearable
          placeholder="Any"
          w={150}
        />
        <Select
          label="Status"
          data={USER_STATUSES.map((s) => ({
            value: s,
            label: s === 'active' ? 'Active' : 'Inactive',
          }))}
          value={shown.status}
          onChange={(status) => update({ status: status as typeof shown.status })}
          clearable
          placeholder="Any"
          w={140}
        />
      </Group>
      <Text size="sm" c="dark.5" mb="xs" aria-live="polite" data-testid="user-total">
        {page.loading && !page.value
          ? 'Loading people…'
          : `${total} ${total === 1 ? 'person' : 'people'}`}
      </Text>
      {page.error && (
        <Alert color="red" mb="sm" role="alert" data-testid="users-error">
          {page.error}
        </Alert>
      )}
      <Table striped layout="fixed" style={{ overflowWrap: 'anywhere' }} data-testid="user-list">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Person</Table.Th>
            <Table.Th w={{ base: 110, sm: 200 }}>Role</Table.Th>
            <Table.Th visibleFrom="sm">Last sign-in</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(page.value?.rows ?? []).map((user) => (
            <Table.Tr key={user.id} data-testid="user-row" data-email={user.email ?? ''}>
              <Table.Td>
                <Anchor component={Link} to={`/superadmin/users/${user.id}`}>
                  {user.full_name ?? user.email ?? user.phone ?? 'Unnamed account'}
                </Anchor>
                <Text size="xs" c="dark.5">
                  {[user.email, user.phone].filter(Boolean).join(' · ')}
                </Text>
                <Text size="xs" c="dark.5" hiddenFrom="sm">
                  Last sign-in: {formatWhen(user.last_login)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  <Badge
                    variant="light"
                    color={ROLE_COLORS[user.role] ?? 'gray'}
                    data-testid="user-role"
                  >
                    {roleLabel(user.role)}
                  </Badge>
                  {!user.is_active && (
                    <Badge variant="filled" color="red" data-testid="user-inactive">
                      Inactive
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td visibleFrom="sm">{formatWhen(user.last_login)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {page.value && total === 0 && (
        <Text ta="center" py="lg" c="dark.5">
          No one matches this search.
        </Text>
      )}
      <ListPager
        total={total}
        pageSize={USER_PAGE_SIZE}
        page={filter.page}
        onChange={(next) => update({ page: next })}
      />
    </>
  );
}
