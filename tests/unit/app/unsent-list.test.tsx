import { describe, expect, it } from 'vitest';
import { UnsentList } from '../../../src/app/layout/unsent-list.tsx';
import { render, textOf } from '../ui/render.tsx';

describe('UnsentList', () => {
  it('lists waiting and refused writes, with the reason and a discard action for refused ones', () => {
    const html = render(
      <UnsentList
        onDiscard={() => undefined}
        items={[
          {
            collection: 'orders',
            id: 'o1',
            summary: 'Order ₹3,649 for Asha Deshpande',
            createdAt: '2026-11-21T04:30:00.000Z',
            refusedBecause: null,
          },
          {
            collection: 'leads',
            id: 'l1',
            summary: 'Enquiry from Ravi Kumar',
            createdAt: '2026-11-21T05:00:00.000Z',
            refusedBecause: 'Please enter a valid Indian phone number',
          },
        ]}
      />,
    );
    const text = textOf(html);
    expect(text).toContain(
      'Order ₹3,649 for Asha Deshpande Waiting to sync · saved 21 Nov 2026, 10:00 am',
    );
    expect(text).toContain(
      'Enquiry from Ravi Kumar Not accepted · saved 21 Nov 2026, 10:30 am Please enter a valid Indian phone number Discard',
    );
    expect(html.match(/data-testid="unsent-item"/g)).toHaveLength(2);
    expect(text.match(/Discard/g)).toHaveLength(1);
  });
});
