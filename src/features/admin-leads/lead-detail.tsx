// /admin/leads/:leadId: everything known about a lead, and its status changed through
// update_lead_status (or queued on the device while offline).
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { setLeadStatus } from '../../../sync/admin-leads/actions.ts';
import { useServerLead } from '../../../sync/admin-leads/hooks.ts';
import type { LeadDeskRow, LeadStatus } from '../../../sync/admin-leads/model.ts';
import { useLeads } from '../../../sync/leads/hooks.ts';
import { LEAD_DESK_STATUSES } from '../../lib/lead-desk.ts';
import { indiaDateTime } from '../../lib/india-time.ts';
import { LeadFollowUp } from './lead-follow-up.tsx';
import { LeadTranscript } from './lead-transcript.tsx';
import { ActionMessage, type ActionOutcome } from '../../ui/action-message.tsx';

function Field({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dark.5">
        {label}
      </Text>
      <Text size="sm">{value === null || value === undefined || value === '' ? '—' : value}</Text>
    </div>
  );
}

const list = (items: readonly string[]) => (items.length ? items.join(', ') : null);

export function LeadDetail() {
  const { leadId = '' } = useParams();
  const server = useServerLead(leadId);
  const local = useLeads().find((l) => l.id === leadId) ?? null;
  const [status, setStatus] = useState<string | null>(null);
  const [notes, setNotes] = useState('');
  const [message, setMessage] = useState<ActionOutcome | null>(null);
  const lead: LeadDeskRow | null = server.value ?? null;

  if (!lead && !local) {
    return server.loading ? (
      <Text>Loading the lead…</Text>
    ) : (
      <Alert color="red">{server.error ?? 'Lead not found'}</Alert>
    );
  }
  const name = lead?.name ?? local?.name ?? 'Unnamed lead';
  const shownStatus = local?.pendingStatus ?? lead?.status ?? local?.status ?? 'new';
  // A day set on this device and not sent yet, else the server's (a date: yyyy-mm-dd).
  const followUpDay = local?.pendingFollowUp
    ? local.followUpDate
    : (lead?.follow_up_date ?? local?.followUpDate ?? null);

  const change = async () => {
    if (!status) return;
    setMessage(null);
    try {
      const how = await setLeadStatus(leadId, status as LeadStatus, { notes });
      setMessage({
        ok: true,
        text:
          how === 'applied'
            ? `Status changed to ${status}.`
            : `You are offline: the change to ${status} is saved on this device and applies when you are back online.`,
      });
      setNotes('');
      server.reload();
    } catch (error) {
      setMessage({ ok: false, text: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <Stack gap="md" data-testid="lead-detail">
      <Anchor component={Link} to="/admin/leads">
        ← All leads
      </Anchor>
      <Group gap="xs">
        <Title order={2} fz="xl">
          {name}
        </Title>
        <Badge variant="light" color="dark" data-testid="lead-status">
          {shownStatus}
        </Badge>
        {local?.pendingStatus && <Badge color="yellow.9">not sent yet</Badge>}
      </Group>
      {server.error && <Alert color="yellow">{server.error} Showing what this device holds.</Alert>}
      <Paper withBorder p="md">
        <Title order={3} fz="md" mb="sm">
          Change status
        </Title>
        <Group align="end" gap="sm" wrap="wrap">
          <Select
            label="New status"
            placeholder="Choose a status"
            data={[...LEAD_DESK_STATUSES]}
            value={status}
            onChange={setStatus}
            allowDeselect={false}
            w={180}
          />
          <Textarea
            label="Note (optional)"
            value={notes}
            onChange={(e) => setNotes(e.currentTarget.value)}
            autosize
            style={{ flex: '1 1 220px' }}
          />
          <Button onClick={change} disabled={!status} data-testid="change-status">
            Change status
          </Button>
        </Group>
        <ActionMessage message={message} testId="status-message" />
      </Paper>
      <LeadFollowUp
        leadId={leadId}
        day={followUpDay}
        pending={local?.pendingFollowUp ?? false}
        createdAt={lead?.created_at ?? local?.createdAt ?? new Date().toISOString()}
        onChanged={server.reload}
      />
      <Paper withBorder p="md" data-testid="lead-message">
        <Title order={3} fz="md" mb="xs">
          Their message
        </Title>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {lead?.message ?? local?.message ?? 'No message was left.'}
        </Text>
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Field label="Email" value={lead?.email ?? local?.email} />
        <Field label="Phone" value={lead?.phone ?? local?.phone} />
        <Field label="Company" value={lead?.company ?? local?.company} />
        <Field label="Designation" value={lead?.designation ?? local?.designation} />
        <Field label="Source" value={lead?.source ?? local?.source} />
        <Field label="Priority" value={lead?.priority ?? local?.priority} />
        <Field
          label="Interested products"
          value={list(lead?.interested_products ?? local?.interestedProducts ?? [])}
        />
        <Field
          label="Interested services"
          value={list(lead?.interested_services ?? local?.interestedServices ?? [])}
        />
        <Field label="Assigned to" value={lead?.assigned_to ?? local?.assignedTo} />
        <Field label="Notes" value={lead?.notes ?? local?.notes} />
        <Field label="Created" value={indiaDateTime(lead?.created_at ?? local?.createdAt)} />
      </SimpleGrid>
      {lead && (
        <Paper withBorder p="md">
          <Title order={3} fz="md" mb="sm">
            Enrichment
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 3 }}>
            <Field label="IP address" value={lead.ip_address} />
            <Field
              label="Place"
              value={[lead.city, lead.region, lead.country].filter(Boolean).join(', ')}
            />
            <Field label="Timezone" value={lead.timezone} />
            <Field label="Referrer" value={lead.referrer} />
            <Field label="Session duration" value={`${lead.session_duration} min`} />
            <Field label="Messages" value={lead.total_messages} />
          </SimpleGrid>
        </Paper>
      )}
      <div>
        <Title order={3} fz="md" mb="sm">
          Conversation
        </Title>
        <LeadTranscript entries={lead?.conversation_history ?? local?.conversationHistory ?? []} />
      </div>
    </Stack>
  );
}
