import { describe, expect, it } from 'vitest';
import { applyRowsDelta, rowsDelta } from '../../../sync/fallback/page-rows.ts';

const bundled = {
  products: [
    { id: 'cc01', price: '₹999' },
    { id: 'gl360', price: '₹18,499' },
    { id: 'sl01', price: '₹6,999' },
  ],
  services: [{ id: 'calibration', name: 'Calibration' }],
};

describe('rowsDelta and applyRowsDelta', () => {
  it('names only what changed, and gives back the live rows from the bundle', () => {
    const live = {
      products: [
        { id: 'ab01', price: '₹1,499' },
        { id: 'gl360', price: '₹18,499' },
        { id: 'sl01', price: '₹7,349' },
      ],
      services: [{ id: 'calibration', name: 'Calibration' }],
    };
    const delta = rowsDelta(bundled, live);
    expect(delta).toEqual({
      products: {
        rows: [
          { id: 'ab01', price: '₹1,499' },
          { id: 'sl01', price: '₹7,349' },
        ],
        removed: ['cc01'],
      },
    });
    expect(applyRowsDelta(bundled, delta)).toEqual(live);
  });

  it('is empty when the live catalogue is the bundle', () => {
    expect(rowsDelta(bundled, structuredClone(bundled))).toEqual({});
    expect(applyRowsDelta(bundled, {})).toEqual(bundled);
  });
});
