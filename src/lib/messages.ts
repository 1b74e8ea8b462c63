// Every user-facing message text of docs/product.md#messages word for word, with the texts
// this project designed where the original material showed none (marked below).

// The few a page's first paint shows (the error screen, the sign-in check, the storage
// refusals), kept apart so that loading them brings none of the rest into the entry.
export * from './first-paint-messages.ts';

// Lead form (docs/product.md#validation-rules).
export const NAME_REQUIRED = 'Name is required';
export const EMAIL_REQUIRED = 'Email is required';
export const EMAIL_INVALID = 'Please enter a valid email address';
export const PHONE_REQUIRED = 'Phone number is required';
export const PHONE_INVALID = 'Please enter a valid Indian phone number';
export const CONSENT_REQUIRED = 'Please accept the terms and conditions';

// Errors thrown by the client (docs/product.md#messages).
export const SUPABASE_NOT_CONFIGURED = 'Supabase is not configured';
export const SUPABASE_NOT_CONFIGURED_SHORT = 'Supabase not configured';
export const USER_CREATION_FAILED = 'User creation failed';
export const SIGN_IN_FAILED = 'Sign in failed';
export const ACCOUNT_DEACTIVATED = 'Your account has been deactivated. Please contact support.';
export const EMAIL_OR_PHONE_REQUIRED = 'You must provide either an email or phone number.';
export const TOKEN_VERIFICATION_ERROR = 'An error occurred on token verification.';
export const NO_BROWSER_DETECTED = 'No browser detected.';
export const NO_CODE_DETECTED = 'No code detected.';
export const NO_SESSION_IN_URL = 'No session defined in URL';
export const NOT_A_PKCE_FLOW_URL = 'Not a valid PKCE flow url.';
export const BANNER_NOT_FOUND = 'Banner not found';
export const JWT_EXPIRED = 'JWT has expired';
export const JWT_MISSING_EXP = 'Missing exp claim';
export const JWT_INVALID_SIGNATURE = 'Invalid JWT signature';

// Shown on failures and successes (docs/product.md#catalogue-loading-and-its-messages).
export const PRODUCTS_LOAD_FAILED = 'Failed to load products';
export const REALTIME_SYNC_FAILED = 'Failed to sync latest changes';
export const SERVICES_LOAD_FAILED = 'Failed to load services';
export const BANNERS_FETCH_FAILED = 'Failed to fetch banners';
export const CHAT_ERROR =
  "I'm sorry, I encountered an error processing your message. Please try again or contact our support team.";
export const LEAD_SAVE_ERROR =
  "I'm sorry, there was an error saving your information. Please try again or contact us directly.";
export const LEAD_SAVE_SUCCESS =
  'Thank you for your information! Our team will get back to you soon...';
export const PUBLISH_UNKNOWN_ERROR = 'Unknown error occurred';

// Shell texts (docs/product.md#routes-and-screens).
export const CHAT_WIDGET_TITLE = 'MGRID ASSISTANT';
export const LEAD_FORM_TITLE = 'Get in Touch';

// Designed here (the spec does not show checkout or registration rules).
export const ADDRESS_REQUIRED = 'Address is required';
export const CITY_REQUIRED = 'City is required';
export const STATE_REQUIRED = 'Please choose a state';
export const BUSINESS_NAME_REQUIRED = 'Please enter the registered business name';
export const SHOP_TYPE_REQUIRED = 'Please choose the type of shop';
export const PIN_CODE_REQUIRED = 'PIN code is required';
export const PIN_CODE_INVALID = 'PIN code must be 6 digits';
export const PIN_CODE_LEADING_ZERO = 'PIN code cannot start with 0';
export const PRODUCT_REQUIRED = 'Please choose a product';
export const SERIAL_NUMBER_REQUIRED = 'Serial number is required';
export const PURCHASE_DATE_REQUIRED = 'Purchase date is required';
export const PURCHASE_DATE_INVALID = 'Please enter a valid date';
export const PURCHASE_DATE_IN_FUTURE = 'Purchase date cannot be in the future';
export const PURCHASE_DATE_TOO_EARLY = 'Purchase date cannot be before 2015';

// Designed here: what the data layer (sync/) shows about syncing, storage and publishing.
export const DEALERS_LOAD_FAILED = 'Failed to load dealers';
export const SETTINGS_LOAD_FAILED = 'Failed to load site settings';
export const BACKEND_UNREACHABLE =
  'Cannot reach the server. Everything you save stays on this device and is sent automatically.';
export const OFFLINE_ACTION =
  'You are offline. This needs a connection; please try again when you are back online.';
export const SIGNED_OUT_ACTION = 'Please sign in again to continue.';
/** Checkout's total was shown for other lines than the ones being ordered (another tab, a tap). */
export const CART_CHANGED_SINCE_SHOWN =
  'Your cart changed since the total was shown. Check the new total and place the order again.';
/**
 * A pre-rendered page whose code could not be fetched (the signal lost between its paint and
 * its code): it stays readable, and reloads by itself once the browser is back online.
 */
export const PAGE_CODE_LOAD_FAILED =
  'This page could not finish loading. It will start working as soon as you are back online.';
export const PAGE_CODE_TRY_AGAIN = 'Try again';
export const NOT_AN_ADMIN = 'Only admins can do this.';

/**
 * A publish held these products back because others changed them since the drafts began; the
 * rest (`published` of them) went out.
 */
export const publishConflictMessage = (ids: readonly string[], published = 0) =>
  `${published > 0 ? `Published ${published === 1 ? '1 change' : `${published} changes`}. ` : ''}Not published: ${ids.length === 1 ? 'a product was' : `${ids.length} products were`} changed on the server since your edits began (${ids.join(', ')}). Your drafts are kept; review them and publish again.`;
export const PRODUCT_NOT_FOUND = 'Product not found';
export const PRODUCT_ID_TAKEN = 'A product with this id already exists';

/** A field longer than the form allows (designed here). */
export const tooLongMessage = (label: string, max: number) =>
  `${label} can be at most ${max.toLocaleString('en-IN')} characters`;

// Designed here: sign-in, recovery and two-step sign-in (the original material
// shows only the deactivated-account text and the thrown errors above).
export const WRONG_CREDENTIALS = 'The email, mobile number or password is not right.';
export const EMAIL_NOT_CONFIRMED =
  'Please confirm your email first: open the link we sent you, then sign in.';
export const PHONE_NOT_CONFIRMED =
  'Please confirm your mobile number first with the code we sent by SMS.';
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again.';
export const SIGN_IN_OFFLINE =
  'You are offline. Signing in needs a connection; please try again when you are back online.';
export const ACCOUNT_EXISTS = 'An account with this email or mobile number already exists.';
export const CODE_INVALID = 'That code is not right or has expired. Please try again.';
export const RECOVERY_SENT =
  'If an account exists for this email, we have sent a link and a code to reset the password.';
export const RECOVERY_LINK_INVALID =
  'This reset link is not valid any more. Ask for a new one, or enter the code from the email.';
export const PASSWORD_UPDATED = 'Your password has been changed.';
export const SESSION_ENDED = 'You have been signed out. Please sign in again to continue.';
export const SECOND_FACTOR_REQUIRED =
  'This change needs your two-step sign-in: sign out, sign in again and enter the code from your authenticator app.';
export const SAME_PASSWORD = 'The new password must be different from the current one.';
