// Texts the data layer shows that the spec does not give (designed here; the spec's own
// messages come from src/lib/messages.ts).
export const DEALERS_LOAD_FAILED = 'Failed to load dealers';
export const SETTINGS_LOAD_FAILED = 'Failed to load site settings';
export const BACKEND_UNREACHABLE =
  'Cannot reach the server. Everything you save stays on this device and is sent automatically.';
export const STORAGE_FULL =
  'This device is out of storage space, so your change was not saved. Free some space and try again.';
export const STORAGE_UNAVAILABLE =
  'This browser is not letting the app store data (private browsing?), so changes cannot be kept.';
export const OFFLINE_ACTION =
  'You are offline. This needs a connection; please try again when you are back online.';
export const SIGNED_OUT_ACTION = 'Please sign in again to continue.';
export const NOT_AN_ADMIN = 'Only admins can do this.';

/** Publishing stopped because others changed these products since the drafts began. */
export const publishConflictMessage = (ids: readonly string[]) =>
  `Not published: ${ids.length === 1 ? 'a product was' : `${ids.length} products were`} changed on the server since your edits began (${ids.join(', ')}). Your drafts are kept; review them and publish again.`;
export const PRODUCT_NOT_FOUND = 'Product not found';
export const PRODUCT_ID_TAKEN = 'A product with this id already exists';
