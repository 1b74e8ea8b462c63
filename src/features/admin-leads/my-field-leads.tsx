// The leads this staff member captured in the field: unsent ones first, each with its state.
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useLeads } from '../../../sync/leads/hooks.ts';
import type { Lead } from '../../../sync/leads/model.ts';
import { useSession } from '../../../sync/session/hooks.ts';

const STATE: Record<Lead['syncState'], { label: string; color: string }> = {
  waiting: { label: 'Not sent yet', color: 'yellow' },
  sent: { label: 'Sent', color: 'blue' },
  confirmed: { label: 'Sent', color: 'green' },
  refused: { label: 'Refused', color: 'red' },
};

export function MyFieldLeads() {
  const me = useSession().user;
  const mine = useLeads({ source: 'field' }).filter((lead) => lead.assignedTo === me?.id);
  const ordered = [
    ...mine.filter((l) => l.syncState === 'waiting' || l.syncState === 'refused'),
    ...mine.filter((l) => l.syncState === 'sent' || l.syncState === 'confirmed'),
  ];
  return (
    <Stack gap="xs" mt="xl">
      <Title order={2} fz="lg">
        My field leads
      </Title>
      {ordered.length === 0 && <Text size="sm">No leads captured yet.</Text>}
      {ordered.map((lead) => (
        <Card
          withBorder
          padding="sm"
          key={lead.id}
          data-testid="my-lead"
          data-state={lead.syncState}
        >
          <Group justify="space-between" wrap="nowrap">
            <div>
              <Text fw={600}>{lead.name}</Text>
              <Text size="sm">
                {[lead.company, lead.phone ?? lead.email].filter(Boolean).join(' · ')}
              </Text>
              {lead.syncError && (
                <Text size="sm" c="red.9">
                  {lead.syncError}
                </Text>
              )}
            </div>
            <Badge color={STATE[lead.syncState].color} variant="light" style={{ flexShrink: 0 }}>
              {STATE[lead.syncState].label}
            </Badge>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
