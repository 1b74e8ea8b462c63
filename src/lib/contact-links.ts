// Links that reach a person on their phone: tel: and WhatsApp (wa.me) from an Indian mobile as
// it was typed, for the staff desks.

/** An Indian mobile as digits with the country code (for wa.me and tel:), or null. */
export function indianPhoneDigits(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  const local = digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : digits;
  if (local.length === 11 && local.startsWith('0')) return `91${local.slice(1)}`;
  return local.length === 10 ? `91${local}` : null;
}

/** A WhatsApp link that opens a chat with `phone` and `message` typed in, or null. */
export function whatsappLink(phone: string | null | undefined, message: string): string | null {
  const digits = indianPhoneDigits(phone);
  return digits ? `https://wa.me/${digits}?text=${encodeURIComponent(message)}` : null;
}
