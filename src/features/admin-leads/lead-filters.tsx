import { Group, Select, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import {
  LEAD_DESK_PRIORITIES,
  LEAD_DESK_STATUSES,
  type LeadDeskFilter,
} from '../../lib/lead-desk.ts';

const SOURCES = ['chat', 'contact', 'field', 'newsletter', 'upcoming', 'service'];

export function LeadFilters({
  filter,
  update,
}: {
  filter: LeadDeskFilter;
  update: (patch: Partial<LeadDeskFilter>) => void;
}) {
  return (
    <Group align="end" gap="sm" wrap="wrap" mb="sm" data-testid="lead-filters">
      <TextInput
        label="Search name, email or company"
        value={filter.search}
        onChange={(e) => update({ search: e.currentTarget.value })}
        style={{ flex: '1 1 220px' }}
      />
      <Select
        label="Status"
        data={[...LEAD_DESK_STATUSES]}
        value={filter.status}
        onChange={(status) => update({ status })}
        clearable
        placeholder="Any"
        w={140}
      />
      <Select
        label="Priority"
        data={[...LEAD_DESK_PRIORITIES]}
        value={filter.priority}
        onChange={(priority) => update({ priority })}
        clearable
        placeholder="Any"
        w={130}
      />
      <Select
        label="Source"
        data={SOURCES}
        value={filter.source}
        onChange={(source) => update({ source })}
        clearable
        placeholder="Any"
        w={140}
      />
      <DatePickerInput
        type="range"
        label="Created between"
        placeholder="Any date"
        clearable
        allowSingleDateInRange
        value={[filter.from, filter.to]}
        onChange={([from, to]) => update({ from: from ?? null, to: to ?? null })}
        w={240}
        // Mantine's placeholder grey is below AA contrast on white.
        styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
      />
    </Group>
  );
}
