// The careers positions' row mapping: what the server, the bundle or this device's cache holds
// becomes positions in the order given; a damaged entry never breaks the page.
import { describe, expect, it } from 'vitest';
import { toPositions } from '../../../../sync/careers/model.ts';
import bundled from '../../../../sync/fallback/careers-positions.json';

const row = {
  id: 'site-engineer-hyd',
  title: 'Site Engineer',
  location: 'Hyderabad',
  employment_type: 'Contract',
  description: 'Six months on a metro project.',
  sort_order: 10,
};

describe('toPositions', () => {
  it('maps rows to positions in the order given', () => {
    expect(toPositions([row, { ...row, id: 'b', title: 'Another' }])).toEqual([
      {
        id: 'site-engineer-hyd',
        title: 'Site Engineer',
        location: 'Hyderabad',
        employmentType: 'Contract',
        description: 'Six months on a metro project.',
      },
      {
        id: 'b',
        title: 'Another',
        location: 'Hyderabad',
        employmentType: 'Contract',
        description: 'Six months on a metro project.',
      },
    ]);
  });

  it('leaves out malformed rows and answers null for anything but a list', () => {
    expect(
      toPositions([null, 7, { ...row, title: ' ' }, { ...row, location: 3 }, row]),
    ).toHaveLength(1);
    expect(toPositions({ rows: [row] })).toBeNull();
    expect(toPositions(null)).toBeNull();
  });

  it('reads the bundled file: the seeded open positions', () => {
    const positions = toPositions(bundled)!;
    expect(positions.map((p) => p.title)).toEqual([
      'Field Sales Engineer',
      'Service Technician (Calibration)',
      'Dealer Development Manager',
      'Customer Support Executive',
      'Marketing Intern (Product Videos)',
    ]);
  });
});
