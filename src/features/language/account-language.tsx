// The account's language: the switch's choice is saved on a signed-in buyer's
// account, and a sign-in on a device showing the other language opens the shop in it. The
// device's own choice (language-choice.ts) stays what boot redirects by; this keeps the two
// in step.
//
// The switch opens the other page at once (a full page load), so it cannot wait for the save;
// and the session may not be known yet when it is tapped (the data layer starts after the
// first tap or a quiet moment). So it notes the choice as not yet on the account, and the
// next page saves it once the session is known: offline too, on a later page.
import { useEffect, useRef } from 'react';
import { savePreferredLocale } from '../../../sync/session/actions.ts';
import { useSession } from '../../../sync/session/hooks.ts';
import { locale } from '../../i18n/index.ts';
import { isLocale, type Locale } from '../../lib/i18n/locale.ts';
import { addressIn, rememberLocale } from './language-choice.ts';

/** A language chosen on this device, not yet saved on the account. */
export const UNSAVED_KEY = 'mgrid.locale.unsaved';

/** Notes `to` as chosen on this device and not yet saved on the account. */
export function noteUnsavedLocale(to: Locale): void {
  try {
    localStorage.setItem(UNSAVED_KEY, to);
  } catch {
    // storage blocked: the account keeps its language
  }
}

function unsavedLocale(): Locale | null {
  try {
    const value = localStorage.getItem(UNSAVED_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

function forgetUnsaved(): void {
  try {
    localStorage.removeItem(UNSAVED_KEY);
  } catch {
    // storage blocked: nothing was noted
  }
}

/**
 * Saves a choice the switch noted once the session is known (dropped when signed out), and at
 * sign-in (not when a stored session is read at start-up) opens the same page in the
 * account's language when it differs from this page's, remembering it on the device.
 */
export function AccountLanguage() {
  const { status, user } = useSession();
  const before = useRef(status);
  const saving = useRef(false);
  const preferred = user?.preferredLocale ?? null;
  useEffect(() => {
    const signedIn = before.current === 'signed-out' && status === 'signed-in';
    before.current = status;
    if (status === 'signed-out') forgetUnsaved();
    if (status !== 'signed-in') return;
    const unsaved = unsavedLocale();
    if (unsaved) {
      if (unsaved === preferred) return forgetUnsaved();
      if (saving.current) return;
      saving.current = true;
      savePreferredLocale(unsaved)
        .then(forgetUnsaved, () => undefined) // offline or refused: tried on a later page
        .finally(() => (saving.current = false));
      return;
    }
    if (!signedIn || !preferred || preferred === locale()) return;
    rememberLocale(preferred);
    window.location.assign(addressIn(preferred));
  }, [status, preferred]);
  return null;
}
