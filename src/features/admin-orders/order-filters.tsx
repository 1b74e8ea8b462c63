// The order desk's filters: status chips with counts, search, status, payment, method,
// delivery state and dates.
import { INDIAN_STATES_AND_UNION_TERRITORIES } from '../../lib/indian-states.ts';
import { ORDER_BUYERS, ORDER_BUYER_WORDS, type OrderDeskFilter } from '../../lib/order-desk.ts';
import { ORDER_STATUSES, statusWords } from '../../lib/order-lifecycle.ts';
import {
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  paymentMethodWords,
  paymentStatusWords,
} from '../../lib/order-payments.ts';
import { FilterBar } from '../../ui/filter-bar.tsx';

const options = (values: readonly string[], words: (v: string) => string) =>
  values.map((value) => ({ value, label: words(value) }));

export function OrderFilters({
  filter,
  counts,
  update,
}: {
  filter: OrderDeskFilter;
  counts: Record<string, number>;
  update: (patch: Partial<OrderDeskFilter>) => void;
}) {
  return (
    <FilterBar
      testId="order-filters"
      chips={{
        label: 'Orders by status',
        statuses: ORDER_STATUSES,
        words: statusWords,
        counts,
        chosen: filter.status,
        onChoose: (status) => update({ status }),
      }}
      search={{
        label: 'Search order number, name, phone or email',
        value: filter.search,
        onChange: (search) => update({ search }),
        basis: 240,
      }}
      choices={[
        {
          label: 'Status',
          data: options(ORDER_STATUSES, statusWords),
          value: filter.status,
          onChange: (status) => update({ status }),
          width: 140,
        },
        {
          label: 'Payment',
          data: options(PAYMENT_STATUSES, paymentStatusWords),
          value: filter.payment,
          onChange: (payment) => update({ payment }),
          width: 160,
        },
        {
          label: 'Method',
          data: options(PAYMENT_METHODS, paymentMethodWords),
          value: filter.method,
          onChange: (method) => update({ method }),
          width: 160,
        },
        {
          label: 'Customer',
          data: ORDER_BUYERS.map((value) => ({ value, label: ORDER_BUYER_WORDS[value] })),
          value: filter.buyer,
          onChange: (buyer) => update({ buyer }),
          width: 160,
        },
        {
          label: 'Delivery state',
          data: [...INDIAN_STATES_AND_UNION_TERRITORIES],
          value: filter.state,
          onChange: (state) => update({ state }),
          width: 190,
          searchable: true,
        },
      ]}
      dates={{
        label: 'Ordered between',
        from: filter.from,
        to: filter.to,
        onChange: (from, to) => update({ from, to }),
      }}
    />
  );
}
