import { describe, expect, it } from 'vitest';
import { indianPhoneDigits, whatsappLink } from '../../../src/lib/contact-links.ts';

describe('contact links', () => {
  it('makes tel: and WhatsApp numbers of Indian mobiles', () => {
    expect(indianPhoneDigits('+91 98765 43210')).toBe('919876543210');
    expect(indianPhoneDigits('098765 43210')).toBe('919876543210');
    expect(indianPhoneDigits('12345')).toBeNull();
    expect(whatsappLink('9876543210', 'Order MG-1 & more')).toBe(
      'https://wa.me/919876543210?text=Order%20MG-1%20%26%20more',
    );
  });
});
