// A person's role and whether they may sign in (docs/product.md#roles-and-permissions), each
// changed after a confirmation. The database decides: only a superadmin, never their own account,
// never the last active superadmin. Its refusal is shown word for word; what was chosen stays
// chosen.
import { Alert, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { changeUserRole, setUserActive } from '../../../sync/superadmin/actions.ts';
import type { ManagedUser, Role } from '../../../sync/superadmin/model.ts';
import { ROLES, roleLabel } from '../../lib/user-directory.ts';
import { messageOf } from './display.ts';

const nameOf = (user: ManagedUser) => user.full_name ?? user.email ?? user.phone ?? 'this account';

export function AccountControls({
  user,
  isSelf,
  onChanged,
}: {
  user: ManagedUser;
  isSelf: boolean;
  /** After the database accepted a change (the parent re-reads the row and says so). */
  onChanged: (done: string) => void;
}) {
  const [role, setRole] = useState<Role>(user.role);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      setRefusal(null);
      onChanged(done);
    } catch (error) {
      setRefusal(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const confirmRole = () =>
    modals.openConfirmModal({
      title: 'Change role?',
      children: (
        <Text size="sm">
          {nameOf(user)} goes from {roleLabel(user.role)} to {roleLabel(role)}. The database applies
          it at once; their screens follow when their session next refreshes or they sign in again.
        </Text>
      ),
      labels: { confirm: `Make ${roleLabel(role)}`, cancel: 'Cancel' },
      confirmProps: { 'data-testid': 'confirm-role' },
      onConfirm: () =>
        void run(() => changeUserRole(user.id, role), `Role changed to ${roleLabel(role)}.`),
    });

  const confirmActive = () => {
    const activate = !user.is_active;
    modals.openConfirmModal({
      title: activate ? 'Activate account?' : 'Deactivate account?',
      children: (
        <Text size="sm">
          {activate
            ? `${nameOf(user)} can sign in again, with the role ${roleLabel(user.role)}.`
            : `${nameOf(user)} is signed out of every right at once and cannot sign in until activated again. Nothing is deleted.`}
        </Text>
      ),
      labels: { confirm: activate ? 'Activate' : 'Deactivate', cancel: 'Cancel' },
      confirmProps: {
        color: activate ? undefined : 'red',
        'data-testid': 'confirm-active',
      },
      onConfirm: () =>
        void run(
          () => setUserActive(user.id, activate),
          activate ? 'Account activated.' : 'Account deactivated.',
        ),
    });
  };

  return (
    <Stack gap="sm" data-testid="account-controls">
      <Title order={2} fz="lg">
        Role and access
      </Title>
      {isSelf && (
        <Text size="sm" c="dark.5">
          This is your own account: the database refuses to demote or deactivate it.
        </Text>
      )}
      <Group align="end" gap="sm" wrap="wrap">
        <Select
          label="Role"
          data={ROLES.map((r) => ({ value: r.value, label: r.label }))}
          value={role}
          onChange={(value) => value && setRole(value as Role)}
          allowDeselect={false}
          w={180}
          data-testid="role-select"
        />
        <Button
          onClick={confirmRole}
          disabled={role === user.role}
          loading={busy}
          data-testid="change-role"
        >
          Change role
        </Button>
        <Button
          variant={user.is_active ? 'default' : 'filled'}
          c={user.is_active ? 'red.9' : undefined}
          onClick={confirmActive}
          loading={busy}
          data-testid="toggle-active"
        >
          {user.is_active ? 'Deactivate account' : 'Activate account'}
        </Button>
      </Group>
      {refusal && (
        <Alert color="red" role="alert" title="Not changed" data-testid="account-error">
          {refusal}
        </Alert>
      )}
    </Stack>
  );
}
