// The account's language (issue 32): the switch saves it for a signed-in buyer, and a sign-in
// on another device (or after choosing nothing there) opens the shop in it. The device's own
// choice (language-choice.ts) stays what boot redirects by; this only keeps it in step.
import { useEffect, useRef } from 'react';
import { savePreferredLocale } from '../../../sync/session/actions.ts';
import { useSession } from '../../../sync/session/hooks.ts';
import { locale } from '../../i18n/index.ts';
import type { Locale } from '../../lib/i18n/locale.ts';
import { addressIn, rememberLocale } from './language-choice.ts';

/** How long the switch waits for the save before opening the other page anyway. */
const SAVE_WAIT_MS = 3000;

/**
 * Saves `to` as the account's language, waiting at most a few seconds (the switch opens the
 * other page when it resolves; offline or refused, the device still remembers the choice).
 */
export async function saveAccountLocale(to: Locale): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, SAVE_WAIT_MS)));
  try {
    await Promise.race([savePreferredLocale(to).then(() => undefined), waited]);
  } catch {
    // Offline or refused: the device's choice still holds; the next switch saves it.
  } finally {
    clearTimeout(timer);
  }
}

/**
 * At sign-in (not when a stored session is read at start-up), an account whose language
 * differs from this page's opens the same page in it, and the device remembers it.
 */
export function AccountLanguage() {
  const { status, user } = useSession();
  const before = useRef(status);
  useEffect(() => {
    const signedIn = before.current === 'signed-out' && status === 'signed-in';
    before.current = status;
    const preferred = user?.preferredLocale ?? null;
    if (!signedIn || !preferred || preferred === locale()) return;
    rememberLocale(preferred);
    window.location.assign(addressIn(preferred));
  }, [status, user?.preferredLocale]);
  return null;
}
