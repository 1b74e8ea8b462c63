// The list the staff desks share (orders, quotes, leads): how many matched, a card a row on a
// phone, the table with the desk's test ids, the words for an empty page, and the pager.
import { describe, expect, it } from 'vitest';
import { DeskList, type DeskColumn } from '../../../src/ui/desk-list.tsx';
import { FilterBar } from '../../../src/ui/filter-bar.tsx';
import { render, textOf } from './render.tsx';

interface Row {
  id: string;
  name: string;
  totalInPaise: number;
}
const columns: DeskColumn<Row>[] = [
  { header: 'Order', cell: (row) => row.name },
  { header: 'Total', amount: true, cell: (row) => `₹${row.totalInPaise / 100}` },
  { header: 'Made', laptopOnly: true, cell: () => '26 Nov' },
];
const rows = [
  { id: 'a', name: 'MG-1', totalInPaise: 150_000 },
  { id: 'b', name: 'MG-2', totalInPaise: 99_900 },
];
const noop = () => {};

describe('DeskList', () => {
  it('counts the matches and names cards, rows and the table after the noun', () => {
    const html = render(
      <DeskList
        page={{ value: { rows, total: 26 } }}
        pageSize={25}
        filter={{ page: 1 }}
        update={noop}
        columns={columns}
        card={(row) => ({ title: row.name, line: 'Asha · Pune', when: 'today', amount: '₹1' })}
        noun={['order', 'orders']}
        empty="No orders match these filters."
      />,
    );
    expect(html).toMatch(/data-testid="order-total"[^>]*>26 orders</);
    expect(html.match(/data-testid="order-card" data-id="[ab]"/g)).toHaveLength(2);
    expect(html.match(/data-testid="order-row" data-id="[ab]"/g)).toHaveLength(2);
    expect(html).toContain('data-testid="order-table"');
    expect(html).toContain('data-testid="order-cards"');
    expect(textOf(html)).toContain('Order Total Made MG-1 ₹1500 26 Nov MG-2 ₹999 26 Nov');
    expect(html).not.toContain('No orders match');
    // 26 rows at 25 a page: a second page.
    expect(html).toContain('aria-label="Page 2"');
  });

  it('says one, and the empty words once a page has loaded and matched nothing', () => {
    const one = render(
      <DeskList
        page={{ value: { rows: rows.slice(0, 1), total: 1 } }}
        pageSize={25}
        filter={{ page: 1 }}
        update={noop}
        columns={columns}
        noun={['quote', 'quotes']}
      />,
    );
    expect(one).toMatch(/data-testid="quote-total"[^>]*>1 quote</);
    expect(one).not.toContain('quote-card');
    expect(one).not.toContain('aria-label="Page 1"');
    const none = render(
      <DeskList
        page={{ value: { rows: [], total: 0 } }}
        pageSize={25}
        filter={{ page: 1 }}
        update={noop}
        columns={columns}
        noun={['quote', 'quotes']}
        empty="No quotes match these filters."
      />,
    );
    expect(none).toMatch(/data-testid="no-quotes"[^>]*>No quotes match these filters\.</);
    const loading = render(
      <DeskList
        page={{}}
        pageSize={25}
        filter={{ page: 1 }}
        update={noop}
        columns={columns}
        noun={['quote', 'quotes']}
        empty="No quotes match these filters."
      />,
    );
    expect(loading).not.toContain('No quotes match');
    expect(loading).toMatch(/data-testid="quote-total"[^>]*><\/p>/);
  });

  it('keeps a desk that counts elsewhere to its table, under its own test id', () => {
    const html = render(
      <DeskList
        page={{ value: { rows, total: 2 } }}
        pageSize={25}
        filter={{ page: 1 }}
        update={noop}
        columns={columns}
        noun={['lead', 'leads']}
        counted={false}
        tableTestId="lead-list"
      />,
    );
    expect(html).toContain('data-testid="lead-list"');
    expect(html).not.toContain('lead-total');
    expect(html.match(/data-testid="lead-row"/g)).toHaveLength(2);
  });
});

describe('FilterBar', () => {
  it('shows a chip per status with its count, the chosen one pressed, then the fields', () => {
    const html = render(
      <FilterBar
        testId="order-filters"
        chips={{
          label: 'Orders by status',
          statuses: ['received', 'shipped'],
          words: (s) => (s === 'received' ? 'To confirm' : 'Shipped'),
          counts: { received: 1234 },
          chosen: 'shipped',
          onChoose: noop,
        }}
        search={{ label: 'Search order number', value: 'asha', onChange: noop, basis: 240 }}
        choices={[{ label: 'Payment', data: ['paid'], value: null, onChange: noop, width: 160 }]}
        dates={{ label: 'Ordered between', from: null, to: null, onChange: noop }}
      />,
    );
    expect(html).toContain('aria-label="Orders by status" role="group"');
    expect(textOf(html)).toMatch(
      /^To confirm 1,234 Shipped 0 Search order number.*Payment.*Ordered between/,
    );
    expect(html).toMatch(/aria-pressed="true"[^>]*>(<[^>]+>)*Shipped 0/);
    expect(html).toMatch(/aria-pressed="false"[^>]*>(<[^>]+>)*To confirm 1,234/);
    expect(html).toContain('data-testid="order-filters"');
    expect(html).toContain('value="asha"');
  });
});
