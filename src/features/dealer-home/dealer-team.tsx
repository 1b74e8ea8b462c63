// /dealer/team, for the shop's owner: who belongs to the shop (buyers order for it, viewers only
// see the dealer prices), adding someone by email or Indian mobile (at once when they have an
// account, else when they sign up with that contact), and taking someone off. Online only: with
// no signal it says so, and what was typed stays in the form.
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import { Alert, Badge, Button, Group, Radio, Stack, Table, Text, TextInput } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import {
  inviteToShop,
  readShopMembers,
  removeFromShop,
  type ShopMember,
} from '../../../sync/dealer-prices/actions.ts';
import type { DealerCopy } from '../../../sync/dealer-prices/hooks.ts';
import { msg, t } from '../../i18n/index.ts';
import { OFFLINE_ACTION } from '../../lib/messages.ts';
import { shownMessage } from '../../ui/form-errors.ts';

const ROLE_WORDS: Record<ShopMember['role'], string> = {
  owner: msg('Owner'),
  buyer: msg('Buyer: orders for the shop'),
  viewer: msg('Viewer: sees dealer prices'),
};

const errorText = (error: unknown) => {
  const text = error instanceof Error ? error.message : String(error);
  return text === OFFLINE_ACTION
    ? t('You are offline. The shop’s team can be changed once you are online.')
    : shownMessage(text);
};

export function DealerTeam({ copy }: { copy: DealerCopy }) {
  const [members, setMembers] = useState<ShopMember[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [contact, setContact] = useState('');
  const [role, setRole] = useState<'buyer' | 'viewer'>('buyer');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const load = useCallback(() => {
    readShopMembers().then(
      (list) => {
        setMembers(list);
        setLoadError(null);
      },
      (error: unknown) => setLoadError(errorText(error)),
    );
  }, []);
  useEffect(load, [load]);

  if (copy.dealer.role !== 'owner') {
    return (
      <Alert color="gray" data-testid="team-owner-only">
        {t('Only the shop’s owner adds or removes the shop’s team.')}
      </Alert>
    );
  }

  const invite = async () => {
    if (contact.trim().length < 5) {
      setOutcome({
        ok: false,
        text: t("Please enter the member's email or Indian mobile number."),
      });
      return;
    }
    setBusy(true);
    try {
      const added = await inviteToShop(copy.dealer.dealerId, contact, role);
      setOutcome({
        ok: true,
        text:
          added.status === 'active'
            ? t('{contact} is on the team now; we have told them.', { contact: contact.trim() })
            : t(
                '{contact} joins the team when they sign up with this email or mobile; we have sent them the link.',
                {
                  contact: contact.trim(),
                },
              ),
      });
      setContact('');
      load();
    } catch (error) {
      setOutcome({ ok: false, text: errorText(error) });
    } finally {
      setBusy(false);
    }
  };

  const remove = async (member: ShopMember) => {
    setBusy(true);
    try {
      await removeFromShop(member.member_id);
      setOutcome({
        ok: true,
        text: t('{who} is off the team.', { who: member.full_name ?? member.contact ?? '' }),
      });
      load();
    } catch (error) {
      setOutcome({ ok: false, text: errorText(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="md" data-testid="dealer-team">
      <Text fz="sm">
        {t(
          'Buyers order for the shop on its credit; viewers only see the dealer prices. Add them by email or mobile number.',
        )}
      </Text>
      {loadError && (
        <Alert color="yellow" data-testid="team-error">
          {loadError}
        </Alert>
      )}
      {members && (
        <Table fz="sm" data-testid="team-members">
          <Table.Tbody>
            {members.map((member) => (
              <Table.Tr key={member.member_id} data-testid="team-member" data-role={member.role}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  <Text fz="sm" fw={600}>
                    {member.full_name ?? member.contact}
                    {member.is_me ? ` (${t('you')})` : ''}
                  </Text>
                  {member.full_name && (
                    <Text fz="xs" c="dark.6">
                      {member.contact}
                    </Text>
                  )}
                  <Text fz="xs" c="dark.6">
                    {t(ROLE_WORDS[member.role])}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {member.status === 'invited' && (
                    <Badge variant="light" color="gray">
                      {t('Invited')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td ta="right">
                  {member.role !== 'owner' && (
                    <Button
                      size="compact-sm"
                      variant="default"
                      disabled={busy}
                      onClick={() => void remove(member)}
                      aria-label={t('Remove {who}', {
                        who: member.full_name ?? member.contact ?? '',
                      })}
                      data-testid="team-remove"
                    >
                      {t('Remove')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Stack gap="xs">
        <TextInput
          label={t('Email or mobile number')}
          value={contact}
          onChange={(event) => setContact(event.currentTarget.value)}
          autoComplete="off"
          data-testid="team-contact"
        />
        <Radio.Group
          label={t('They may')}
          value={role}
          onChange={(value) => setRole(value === 'viewer' ? 'viewer' : 'buyer')}
        >
          <Group gap="md" mt={4}>
            <Radio value="buyer" label={t(ROLE_WORDS.buyer)} />
            <Radio value="viewer" label={t(ROLE_WORDS.viewer)} />
          </Group>
        </Radio.Group>
        <Group>
          <Button loading={busy} onClick={() => void invite()} data-testid="team-invite">
            {t('Add to the team')}
          </Button>
        </Group>
      </Stack>
      {outcome && (
        <Alert color={outcome.ok ? 'green' : 'red'} role="status" data-testid="team-outcome">
          {outcome.text}
        </Alert>
      )}
    </Stack>
  );
}
