// The order desk's filters: search, status, payment, method, delivery state and dates.
import { Group, Select, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { INDIAN_STATES_AND_UNION_TERRITORIES } from '../../lib/indian-states.ts';
import {
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  paymentMethodWords,
  paymentStatusWords,
  statusWords,
  type OrderDeskFilter,
} from '../../lib/order-desk.ts';

const options = (values: readonly string[], words: (v: string) => string) =>
  values.map((value) => ({ value, label: words(value) }));

export function OrderFilters({
  filter,
  update,
}: {
  filter: OrderDeskFilter;
  update: (patch: Partial<OrderDeskFilter>) => void;
}) {
  return (
    <Group align="end" gap="sm" wrap="wrap" mb="sm" data-testid="order-filters">
      <TextInput
        label="Search order number, name, phone or email"
        value={filter.search}
        onChange={(e) => update({ search: e.currentTarget.value })}
        style={{ flex: '1 1 240px' }}
      />
      <Select
        label="Status"
        data={options(ORDER_STATUSES, statusWords)}
        value={filter.status}
        onChange={(status) => update({ status })}
        clearable
        placeholder="Any"
        w={140}
      />
      <Select
        label="Payment"
        data={options(PAYMENT_STATUSES, paymentStatusWords)}
        value={filter.payment}
        onChange={(payment) => update({ payment })}
        clearable
        placeholder="Any"
        w={160}
      />
      <Select
        label="Method"
        data={options(PAYMENT_METHODS, paymentMethodWords)}
        value={filter.method}
        onChange={(method) => update({ method })}
        clearable
        placeholder="Any"
        w={160}
      />
      <Select
        label="Delivery state"
        data={[...INDIAN_STATES_AND_UNION_TERRITORIES]}
        value={filter.state}
        onChange={(state) => update({ state })}
        clearable
        searchable
        placeholder="Any"
        w={190}
      />
      <DatePickerInput
        type="range"
        label="Ordered between"
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
