import {
  LEAD_DESK_PRIORITIES,
  LEAD_DESK_STATUSES,
  type LeadDeskFilter,
} from '../../lib/lead-desk.ts';
import { FilterBar } from '../../ui/filter-bar.tsx';

const SOURCES = ['chat', 'contact', 'field', 'newsletter', 'upcoming', 'service'];

export function LeadFilters({
  filter,
  update,
}: {
  filter: LeadDeskFilter;
  update: (patch: Partial<LeadDeskFilter>) => void;
}) {
  return (
    <FilterBar
      testId="lead-filters"
      search={{
        label: 'Search name, email or company',
        value: filter.search,
        onChange: (search) => update({ search }),
        basis: 220,
      }}
      choices={[
        {
          label: 'Status',
          data: [...LEAD_DESK_STATUSES],
          value: filter.status,
          onChange: (status) => update({ status }),
          width: 140,
        },
        {
          label: 'Priority',
          data: [...LEAD_DESK_PRIORITIES],
          value: filter.priority,
          onChange: (priority) => update({ priority }),
          width: 130,
        },
        {
          label: 'Source',
          data: SOURCES,
          value: filter.source,
          onChange: (source) => update({ source }),
          width: 140,
        },
      ]}
      dates={{
        label: 'Created between',
        from: filter.from,
        to: filter.to,
        onChange: (from, to) => update({ from, to }),
      }}
    />
  );
}
