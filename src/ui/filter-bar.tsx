// The filters above a staff desk's list (orders, quotes, leads): status chips with their counts,
// a search box, choices and a date range. Each change goes to the desk's filter in the address.
import { Button, Group, Select, TextInput, type ComboboxData } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';

export interface StatusChips {
  /** Names the group for screen readers, e.g. "Orders by status". */
  label: string;
  statuses: readonly string[];
  words: (status: string) => string;
  counts: Record<string, number>;
  /** A chip toggles the chosen status. */
  chosen: string | null;
  onChoose: (status: string | null) => void;
}

export interface FilterChoice {
  label: string;
  data: ComboboxData;
  value: string | null;
  onChange: (value: string | null) => void;
  width: number;
  searchable?: boolean;
}

export interface FilterBarProps {
  chips?: StatusChips;
  search: { label: string; value: string; onChange: (text: string) => void; basis: number };
  choices?: FilterChoice[];
  /** A range of whole days, yyyy-mm-dd. */
  dates?: {
    label: string;
    from: string | null;
    to: string | null;
    onChange: (from: string | null, to: string | null) => void;
  };
  testId?: string;
}

export function FilterBar({ chips, search, choices = [], dates, testId }: FilterBarProps) {
  return (
    <>
      {chips && (
        <Group gap={6} wrap="wrap" aria-label={chips.label} role="group">
          {chips.statuses.map((each) => (
            <Button
              key={each}
              size="compact-sm"
              variant={chips.chosen === each ? 'filled' : 'light'}
              color="dark"
              aria-pressed={chips.chosen === each}
              onClick={() => chips.onChoose(chips.chosen === each ? null : each)}
            >
              {chips.words(each)} {(chips.counts[each] ?? 0).toLocaleString('en-IN')}
            </Button>
          ))}
        </Group>
      )}
      <Group align="end" gap="sm" wrap="wrap" mb="sm" data-testid={testId}>
        <TextInput
          label={search.label}
          value={search.value}
          onChange={(e) => search.onChange(e.currentTarget.value)}
          style={{ flex: `1 1 ${search.basis}px` }}
        />
        {choices.map((choice) => (
          <Select
            key={choice.label}
            label={choice.label}
            data={choice.data}
            value={choice.value}
            onChange={choice.onChange}
            clearable
            searchable={choice.searchable}
            placeholder="Any"
            w={choice.width}
          />
        ))}
        {dates && (
          <DatePickerInput
            type="range"
            label={dates.label}
            placeholder="Any date"
            clearable
            allowSingleDateInRange
            value={[dates.from, dates.to]}
            onChange={([from, to]) => dates.onChange(from ?? null, to ?? null)}
            w={240}
            // Mantine's placeholder grey is below AA contrast on white.
            styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
          />
        )}
      </Group>
    </>
  );
}
