import { describe, expect, it } from 'vitest';
import {
  chartSeries,
  dayRange,
  readLeadFilter,
  searchPattern,
  sourcesOf,
  writeLeadFilter,
  type AnalyticsDay,
} from '../../../src/lib/lead-desk.ts';

describe('lead desk filters', () => {
  it('round-trips through the address, ignoring bad values', () => {
    const query =
      'q=Sharma&status=qualified&priority=high&source=field&from=2026-11-01&to=2026-11-23&page=2';
    const filter = readLeadFilter(new URLSearchParams(query));
    expect(filter).toEqual({
      search: 'Sharma',
      status: 'qualified',
      priority: 'high',
      source: 'field',
      from: '2026-11-01',
      to: '2026-11-23',
      page: 2,
    });
    expect(writeLeadFilter(filter).toString()).toBe(query);
    expect(
      readLeadFilter(new URLSearchParams('status=won&priority=x&from=23-11-2026&page=0')),
    ).toMatchObject({
      status: null,
      priority: null,
      from: null,
      page: 1,
    });
  });

  it('covers whole days in India time', () => {
    expect(dayRange({ from: '2026-11-01', to: '2026-11-23' })).toEqual({
      from: '2026-10-31T18:30:00.000Z',
      before: '2026-11-23T18:30:00.000Z',
    });
    expect(dayRange({ from: null, to: null })).toEqual({ from: null, before: null });
  });

  it('keeps filter syntax out of the search pattern', () => {
    expect(searchPattern(' Sharma ')).toBe('*Sharma*');
    expect(searchPattern('a,b)or(c')).toBe('*a b or c*');
    expect(searchPattern('  ')).toBeNull();
  });
});

describe('lead analytics charts', () => {
  const days: AnalyticsDay[] = [
    {
      date: '2026-11-22',
      total_leads: 3,
      converted_leads: 1,
      leads_by_source: { chat: 2, field: 1 },
    },
    {
      date: '2026-11-21',
      total_leads: 2,
      converted_leads: 0,
      leads_by_source: { chat: 1, contact: 1 },
    },
  ];

  it('lists sources by leads and fills missing days with 0, oldest first', () => {
    expect(sourcesOf(days)).toEqual(['chat', 'contact', 'field']);
    expect(chartSeries(days)).toEqual([
      { day: '11-21', total: 2, converted: 0, chat: 1, contact: 1, field: 0 },
      { day: '11-22', total: 3, converted: 1, chat: 2, contact: 0, field: 1 },
    ]);
  });
});
