import { describe, expect, it } from 'vitest';
import { INDIAN_STATES_AND_UNION_TERRITORIES } from '../../../src/lib/indian-states.ts';
import { placeForPinCode } from '../../../src/lib/pin-codes.ts';

describe('placeForPinCode', () => {
  it.each([
    ['411001', 'Maharashtra', 'Pune'],
    ['400 001', 'Maharashtra', 'Mumbai'],
    ['560034', 'Karnataka', 'Bengaluru'],
    ['110001', 'Delhi', 'Delhi'],
    ['600028', 'Tamil Nadu', 'Chennai'],
    ['700091', 'West Bengal', 'Kolkata'],
    ['122002', 'Haryana', 'Gurugram'],
    ['500081', 'Telangana', 'Hyderabad'],
    ['160017', 'Chandigarh', 'Chandigarh'],
    ['834001', 'Jharkhand', 'Ranchi'],
    ['682016', 'Kerala', 'Kochi'],
  ])('%s is in %s (%s)', (pin, state, city) => {
    expect(placeForPinCode(pin)).toEqual({ state, city });
  });

  it('gives the state alone where the district has many towns', () => {
    expect(placeForPinCode('416416')).toEqual({ state: 'Maharashtra', city: null });
    expect(placeForPinCode('403001')).toEqual({ state: 'Goa', city: null });
    expect(placeForPinCode('737101')).toEqual({ state: 'Sikkim', city: null });
    expect(placeForPinCode('249201')).toEqual({ state: 'Uttarakhand', city: null });
    expect(placeForPinCode('605001')).toEqual({ state: 'Puducherry', city: null });
  });

  it('answers nothing for incomplete or impossible codes', () => {
    for (const pin of ['', '4110', '4110011', '011001', 'abcdef', '990001', '350001']) {
      expect(placeForPinCode(pin)).toBeNull();
    }
  });

  it('only ever names a state the checkout lists', () => {
    for (let prefix = 100; prefix <= 999; prefix += 1) {
      const place = placeForPinCode(`${prefix}001`);
      if (place) expect(INDIAN_STATES_AND_UNION_TERRITORIES).toContain(place.state);
    }
  });
});
