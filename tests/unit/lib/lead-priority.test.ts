// The device's lead-priority preview (src/lib/lead-priority.ts) against the shared cases; the
// database runs the same cases (tests/db/lead-priority.test.ts).
import { describe, expect, it } from 'vitest';
import { leadPriority } from '../../../src/lib/lead-priority.ts';
import { PRIORITY_CASES } from '../../fixtures/rules/lead-priority.ts';

describe('lead priority preview (shared cases)', () => {
  it('has cases of every priority', () =>
    expect(new Set(PRIORITY_CASES.map((c) => c.priority))).toEqual(
      new Set(['high', 'medium', 'low']),
    ));

  it.each(PRIORITY_CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    expect(leadPriority(c.lead)).toBe(c.priority);
  });
});
