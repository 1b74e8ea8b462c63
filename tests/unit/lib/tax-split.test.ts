// CGST + SGST or IGST on the device (gstSplit) against the shared cases the database also
// runs (private.gst_split, tests/db/gst-rules.test.ts).
import { describe, expect, it } from 'vitest';
import { gstSplit } from '../../../src/lib/money.ts';
import { TAX_SPLIT_CASES } from '../../fixtures/rules/gst-rules.ts';

describe('tax split by states (shared cases)', () => {
  it.each(TAX_SPLIT_CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const split = gstSplit(c.gstInPaise, c.sellerState, c.deliveryState);
    expect({
      kind: split.kind,
      cgst: split.kind === 'cgst_sgst' ? split.cgst : 0,
      sgst: split.kind === 'cgst_sgst' ? split.sgst : 0,
      igst: split.kind === 'igst' ? split.igst : 0,
    }).toEqual(c.expected);
  });
});
