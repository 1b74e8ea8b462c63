import { describe, expect, it } from 'vitest';
import { distanceKm, formatDistance } from '../../../src/lib/geo.ts';

const mumbai = { latitude: 18.9601, longitude: 72.8174 };
const pune = { latitude: 18.5167, longitude: 73.8567 };
const delhi = { latitude: 28.6466, longitude: 77.219 };

describe('distanceKm', () => {
  it('is zero to itself and symmetric', () => {
    expect(distanceKm(mumbai, mumbai)).toBe(0);
    expect(distanceKm(mumbai, pune)).toBeCloseTo(distanceKm(pune, mumbai), 9);
  });

  it('gives great-circle distances between Indian cities', () => {
    expect(distanceKm(mumbai, pune)).toBeGreaterThan(115);
    expect(distanceKm(mumbai, pune)).toBeLessThan(125);
    expect(distanceKm(mumbai, delhi)).toBeGreaterThan(1150);
    expect(distanceKm(mumbai, delhi)).toBeLessThan(1180);
  });
});

describe('formatDistance', () => {
  it.each([
    [0.004, '10 m'],
    [0.853, '850 m'],
    [3.26, '3.3 km'],
    [12.4, '12 km'],
    [1240.2, '1,240 km'],
  ])('%d km is %s', (km, text) => {
    expect(formatDistance(km)).toBe(text);
  });
});
