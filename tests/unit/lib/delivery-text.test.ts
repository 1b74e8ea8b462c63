import { describe, expect, it } from 'vitest';
import {
  deliveryNote,
  deliveryRuleText,
  freeDeliveryHeadline,
} from '../../../src/lib/delivery-text.ts';

const SEEDED = 'Free delivery on orders above ₹5,000; ₹150 below that';

describe('delivery texts follow the settings', () => {
  it('words the rule from the fee and threshold in force', () => {
    expect(
      deliveryRuleText({ deliveryFeeInPaise: 20_000, freeDeliveryThresholdInPaise: 600_000 }),
    ).toBe('Free delivery on orders of ₹6,000 or more; ₹200 below that.');
    expect(deliveryRuleText({})).toBe(
      'Free delivery on orders of ₹5,000 or more; ₹150 below that.',
    );
    expect(deliveryRuleText({ deliveryFeeInPaise: 0 })).toBe('Free delivery on every order.');
  });

  it("keeps the superadmin's description while its figures are the ones in force", () => {
    expect(
      deliveryNote(SEEDED, { deliveryFeeInPaise: 15_000, freeDeliveryThresholdInPaise: 500_000 }),
    ).toBe(SEEDED);
    expect(deliveryNote('Delivered by our own van.', { deliveryFeeInPaise: 20_000 })).toBe(
      'Delivered by our own van.',
    );
  });

  it('gives way to the rule in words once the fee changed and the description did not', () => {
    expect(
      deliveryNote(SEEDED, { deliveryFeeInPaise: 20_000, freeDeliveryThresholdInPaise: 500_000 }),
    ).toBe('Free delivery on orders of ₹5,000 or more; ₹200 below that.');
    expect(deliveryNote('Rs. 150 below ₹5,000', { deliveryFeeInPaise: 20_000 })).toBe(
      'Free delivery on orders of ₹5,000 or more; ₹200 below that.',
    );
  });

  it('puts the offer in a few words for the strip, following the settings', () => {
    expect(freeDeliveryHeadline({})).toBe('Free delivery above ₹5,000');
    expect(freeDeliveryHeadline({ freeDeliveryThresholdInPaise: 750_000 })).toBe(
      'Free delivery above ₹7,500',
    );
    expect(freeDeliveryHeadline({ deliveryFeeInPaise: 0 })).toBe('Free delivery on every order.');
    expect(freeDeliveryHeadline({ freeDeliveryThresholdInPaise: 0 })).toBe(
      'Free delivery on every order.',
    );
  });

  it('is empty without a description', () => {
    expect(deliveryNote(null, {})).toBe('');
    expect(deliveryNote('  ', {})).toBe('');
  });
});
