// The PIN code fills in city and state at checkout and when accepting a quotation, never over
// what the buyer typed or chose.
import { describe, expect, it } from 'vitest';
import { placeForPinCode } from '../../../src/lib/pin-codes.ts';
import { pinFill } from '../../../src/lib/pin-fill.ts';

const pune = placeForPinCode('411001')!;
const blank = { city: '', state: '' };

describe('pinFill', () => {
  it('fills a blank city and state', () => {
    expect(pinFill(pune, blank, blank)).toEqual({ city: 'Pune', state: 'Maharashtra' });
  });

  it('keeps a city the buyer typed and a state they chose', () => {
    expect(pinFill(pune, { city: 'Pimpri', state: 'Goa' }, blank)).toEqual({});
    expect(pinFill(pune, { city: '  ', state: 'Goa' }, blank)).toEqual({ city: 'Pune' });
  });

  it('replaces what an earlier PIN filled in', () => {
    const mumbai = placeForPinCode('400001')!;
    const filled = { city: 'Pune', state: 'Maharashtra' };
    expect(pinFill(mumbai, filled, filled)).toEqual({ city: 'Mumbai', state: 'Maharashtra' });
  });

  it('leaves the city alone where the district has several towns', () => {
    const place = { state: 'Karnataka', city: null } as const;
    expect(pinFill(place, blank, blank)).toEqual({ state: 'Karnataka' });
  });
});
