import { describe, expect, it } from 'vitest';
import {
  dealersByDistance,
  directionsUrl,
  telUrl,
} from '../../../src/features/dealers/dealers-by-distance.ts';
import type { Dealer } from '../../../sync/dealers/model.ts';

const dealer = (id: string, latitude: number | null, longitude: number | null): Dealer => ({
  id,
  name: `Dealer ${id}`,
  type: 'authorised dealer',
  address: '614, Budhwar Peth',
  city: 'Pune',
  state: 'Maharashtra',
  pinCode: '411002',
  phone: '+91 20 2445 1873',
  email: null,
  latitude,
  longitude,
  isActive: true,
});

const mumbai = dealer('mumbai', 18.9601, 72.8174);
const pune = dealer('pune', 18.5167, 73.8567);
const nowhere = dealer('nowhere', null, null);

describe('dealersByDistance', () => {
  it('keeps the given order without a position', () => {
    expect(
      dealersByDistance([nowhere, mumbai, pune], null).map((r) => [r.dealer.id, r.km]),
    ).toEqual([
      ['nowhere', null],
      ['mumbai', null],
      ['pune', null],
    ]);
  });

  it('sorts nearest first from a position, dealers without coordinates last', () => {
    const rows = dealersByDistance([nowhere, mumbai, pune], { latitude: 18.52, longitude: 73.85 });
    expect(rows.map((r) => r.dealer.id)).toEqual(['pune', 'mumbai', 'nowhere']);
    expect(rows[0]!.km).toBeLessThan(1);
    expect(rows[1]!.km).toBeGreaterThan(100);
  });
});

describe('links', () => {
  it('gives directions by coordinates, or by address when there are none', () => {
    expect(directionsUrl(pune)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=18.5167%2C73.8567',
    );
    expect(directionsUrl(nowhere)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=Dealer%20nowhere%2C%20614%2C%20Budhwar%20Peth%2C%20Pune%2C%20Maharashtra%20411002',
    );
  });

  it('dials the number without spaces', () => {
    expect(telUrl('+91 20 2445 1873')).toBe('tel:+912024451873');
  });
});
