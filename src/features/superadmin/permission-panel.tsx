// A person's fine-grained permissions (docs/product.md#roles-and-permissions): grant one with an
// optional expiry (and, for quotation discounts, the largest discount it allows), revoke one (it
// stays listed, inactive), and see whether each is valid now (active and not expired:
// src/lib/permissions.ts, the same rule as public.has_permission).
import {
  Alert,
  Badge,
  Button,
  Group,
  NumberInput,
  Select,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { modals } from '@mantine/modals';
import { useEffect, useState } from 'react';
import { grantPermission, revokePermission } from '../../../sync/superadmin/actions.ts';
import { useUserPermissions } from '../../../sync/superadmin/hooks.ts';
import {
  PERMISSION_TYPES,
  grantErrors,
  grantLabel,
  localDateTimeToIso,
  maxPercentOf,
  needsMaxPercent,
  permissionValidity,
  type PermissionValidity,
} from '../../lib/permissions.ts';
import { formatWhen, messageOf } from './display.ts';

const VALIDITY: Record<PermissionValidity, { label: string; color: string }> = {
  valid: { label: 'Valid now', color: 'green' },
  expired: { label: 'Expired', color: 'orange' },
  revoked: { label: 'Revoked', color: 'gray' },
  'bad-expiry': { label: 'Not valid (bad expiry)', color: 'red' },
};

const CALENDAR_LABELS = {
  nextMonth: 'Next month',
  previousMonth: 'Previous month',
  nextYear: 'Next year',
  previousYear: 'Previous year',
  nextDecade: 'Next decade',
  previousDecade: 'Previous decade',
  monthLevelControl: 'Choose a month',
  yearLevelControl: 'Choose a year',
};

/** The current time, moved on every half minute so "valid now" does not go stale. */
function useNow(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function PermissionPanel({ userId }: { userId: string }) {
  const permissions = useUserPermissions(userId);
  const now = useNow();
  const [type, setType] = useState<string | null>(null);
  const [expiresAt, setExpiresAt] = useState<string | null>(null);
  const [maxPercent, setMaxPercent] = useState<number | string>('');
  const [errors, setErrors] = useState<ReturnType<typeof grantErrors>>({});
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const grant = async () => {
    const found = grantErrors({ permissionType: type, expiresAt, maxPercent }, Date.now());
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const percent = needsMaxPercent(type) ? (maxPercentOf(maxPercent) ?? null) : null;
    setBusy(true);
    try {
      await grantPermission(
        userId,
        type!,
        localDateTimeToIso(expiresAt) ?? null,
        undefined,
        percent,
      );
      setOutcome({ ok: true, text: `Granted: ${grantLabel(type!, percent)}.` });
      setType(null);
      setExpiresAt(null);
      setMaxPercent('');
      permissions.reload();
    } catch (error) {
      // The choice stays in the form, to try again.
      setOutcome({ ok: false, text: messageOf(error) });
    } finally {
      setBusy(false);
    }
  };

  const revoke = (id: string, label: string) =>
    modals.openConfirmModal({
      title: 'Revoke permission?',
      children: <Text size="sm">{label} stops counting at once. It stays listed as revoked.</Text>,
      labels: { confirm: 'Revoke', cancel: 'Cancel' },
      confirmProps: { color: 'red', 'data-testid': 'confirm-revoke' },
      onConfirm: () =>
        void revokePermission(id).then(
          () => {
            setOutcome({ ok: true, text: `Revoked: ${label}.` });
            permissions.reload();
          },
          (error: unknown) => setOutcome({ ok: false, text: messageOf(error) }),
        ),
    });

  const rows = permissions.value ?? [];
  return (
    <Stack gap="sm" data-testid="permission-panel">
      <Title order={2} fz="lg">
        Permissions
      </Title>
      {permissions.error && (
        <Alert color="red" role="alert" data-testid="permissions-error">
          {permissions.error}
        </Alert>
      )}
      {rows.length === 0 && permissions.value && (
        <Text size="sm" c="dark.5">
          No permissions granted yet.
        </Text>
      )}
      {rows.length > 0 && (
        <Table
          striped
          layout="fixed"
          style={{ overflowWrap: 'anywhere' }}
          data-testid="permission-list"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Permission</Table.Th>
              <Table.Th>Now</Table.Th>
              <Table.Th visibleFrom="sm">Expires</Table.Th>
              <Table.Th visibleFrom="sm">Granted</Table.Th>
              <Table.Th w={96}>
                <VisuallyHidden>Revoke</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((p) => {
              const validity = permissionValidity(p, now);
              const label = grantLabel(p.permission_type, p.max_percent);
              return (
                <Table.Tr key={p.id} data-testid="permission-row" data-type={p.permission_type}>
                  <Table.Td>
                    {label}
                    <Text size="xs" c="dark.5" hiddenFrom="sm">
                      {p.expires_at ? `Expires ${formatWhen(p.expires_at)}` : 'No expiry'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge
                      variant="light"
                      color={VALIDITY[validity].color}
                      data-testid="permission-validity"
                    >
                      {VALIDITY[validity].label}
                    </Badge>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">{formatWhen(p.expires_at, 'No expiry')}</Table.Td>
                  <Table.Td visibleFrom="sm">
                    {formatWhen(p.granted_at)}
                    {p.granted_by_name && (
                      <Text size="xs" c="dark.5">
                        by {p.granted_by_name}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {p.is_active && (
                      <Button
                        size="xs"
                        variant="default"
                        c="red.9"
                        aria-label={`Revoke ${label}`}
                        onClick={() => revoke(p.id, label)}
                      >
                        Revoke
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      <Group align="start" gap="sm" wrap="wrap" data-testid="grant-form">
        <Select
          label="Grant a permission"
          description="What this person may do"
          placeholder="Choose"
          data={PERMISSION_TYPES.map((p) => ({ value: p.value, label: p.label }))}
          allowDeselect={false}
          value={type}
          onChange={(value) => {
            setType(value);
            setErrors((e) => ({ ...e, permissionType: undefined }));
          }}
          error={errors.permissionType}
          style={{ flex: '1 1 260px' }}
          data-testid="grant-type"
        />
        {needsMaxPercent(type) && (
          <NumberInput
            label="Largest discount (%)"
            description="On a quotation line; up to the site's limit needs no permission"
            min={0}
            max={100}
            decimalScale={2}
            allowNegative={false}
            suffix="%"
            value={maxPercent}
            onChange={(value) => {
              setMaxPercent(value);
              setErrors((e) => ({ ...e, maxPercent: undefined }));
            }}
            error={errors.maxPercent}
            style={{ flex: '1 1 180px' }}
            data-testid="grant-max-percent"
          />
        )}
        <DateTimePicker
          label="Expires (optional)"
          description="Leave empty and it never expires"
          clearable
          valueFormat="DD MMM YYYY, hh:mm A"
          minDate={new Date(now)}
          defaultTimeValue="18:00"
          ariaLabels={CALENDAR_LABELS}
          submitButtonProps={{ 'aria-label': 'Set expiry' }}
          value={expiresAt}
          onChange={(value) => {
            setExpiresAt(value);
            setErrors((e) => ({ ...e, expiresAt: undefined }));
          }}
          error={errors.expiresAt}
          style={{ flex: '1 1 260px' }}
          data-testid="grant-expiry"
        />
        <Button
          mt={{ base: 0, sm: 42 }}
          onClick={grant}
          loading={busy}
          data-testid="grant-permission"
        >
          Grant
        </Button>
      </Group>
      {outcome && (
        <Alert
          color={outcome.ok ? 'green' : 'red'}
          role={outcome.ok ? 'status' : 'alert'}
          data-testid={outcome.ok ? 'permission-done' : 'permission-error'}
        >
          {outcome.text}
        </Alert>
      )}
    </Stack>
  );
}
