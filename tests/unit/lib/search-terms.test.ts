import { describe, expect, it } from 'vitest';
import { joinModelCodes, modelCodes, searchTermGroups } from '../../../src/lib/search-terms.ts';

describe('search terms', () => {
  it.each([
    ['sl 02', 'sl02'],
    ['ML-01', 'ml01'],
    ['MDR 60 meter', 'mdr60 meter'],
    ['gl 360 green', 'gl360 green'],
    ['cross line', 'crossline'],
    ['cross-line laser', 'crossline laser'],
  ])('joins %j as %j', (typed, joined) => {
    expect(joinModelCodes(typed)).toBe(joined);
  });

  it('keeps longer words apart from numbers', () => {
    expect(joinModelCodes('laser 360')).toBe('laser 360');
    expect(joinModelCodes('green 360')).toBe('green 360');
  });

  it('expands buyer words into alternatives and keeps others as typed', () => {
    expect(searchTermGroups('Leveller')).toEqual([['level', 'levelling', 'leveling']]);
    expect(searchTermGroups('tape 40')).toEqual([['tape', 'distance', 'measure'], ['40']]);
    expect(searchTermGroups('metre')).toEqual([['meter', 'metre']]);
    expect(searchTermGroups('  ')).toEqual([]);
    expect(searchTermGroups('sl 02, pro')).toEqual([['sl02'], ['pro']]);
  });

  it('finds the model codes of a product name', () => {
    expect(modelCodes('sl02', 'MGRID SL02 Self-Levelling Crossline Laser Pro')).toBe('sl02');
    expect(modelCodes('x', 'MGRID TP-160 Elevating Laser Tripod (1.6 m)')).toBe('tp160');
  });
});
