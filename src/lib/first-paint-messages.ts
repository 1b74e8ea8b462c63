// The message texts a page's first paint can show (src/lib/messages.ts has the rest and
// re-exports these): the error screen, the sign-in check of a guarded page, and the storage
// refusals of the write guard. A module is bundled whole, so importing these from messages.ts
// would carry every text any screen uses into the first paint's JavaScript.

export const CHECKING_AUTHENTICATION = 'Checking authentication...';
export const ERROR_SCREEN_TITLE = 'Something went wrong';
export const ERROR_SCREEN_REFRESH = 'Refresh Page';
export const ERROR_SCREEN_HOME = 'Go to Homepage';
export const STORAGE_FULL =
  'This device is out of storage space, so your change was not saved. Free some space and try again.';
export const STORAGE_UNAVAILABLE =
  'This browser is not letting the app store data (private browsing?), so changes cannot be kept.';
