// Installing the app: Chromium's `beforeinstallprompt` (kept so our own button can show the
// browser's dialog later), iOS Safari (which has no prompt: a short "Add to Home Screen"
// hint instead), and the visitor's "Not now", remembered so the offer never comes back.
import { useSyncExternalStore } from 'react';

/** Local storage: the visitor said "Not now" (listed in the Cookie Policy). */
export const INSTALL_DISMISSED_KEY = 'mgrid:install-dismissed';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallOffer = 'prompt' | 'ios-hint' | null;

let deferred: BeforeInstallPromptEvent | null = null;
let installed = false;
let dismissedNow = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function dismissedBefore(): boolean {
  try {
    return window.localStorage.getItem(INSTALL_DISMISSED_KEY) !== null;
  } catch {
    return false;
  }
}

/** iPhone or iPad Safari (not Chrome, Firefox or Edge on iOS, which cannot add to the home
 * screen the same way), not already opened from the home screen. */
export function isIosSafari(userAgent: string, standalone: boolean): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent);
  const safari = /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(userAgent);
  return ios && safari && !standalone;
}

if (typeof window !== 'undefined') {
  // Listened to as soon as the layout's code loads: the browser may fire it before React.
  window.addEventListener('beforeinstallprompt', (event) => {
    // Ours, not the browser's mini-infobar: the button shows the dialog when asked.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    installed = true;
    deferred = null;
    notify();
  });
}

function currentOffer(): InstallOffer {
  if (installed || dismissedNow || dismissedBefore()) return null;
  if (deferred) return 'prompt';
  const standalone =
    (navigator as Navigator & { standalone?: boolean }).standalone === true ||
    window.matchMedia?.('(display-mode: standalone)').matches === true;
  return isIosSafari(navigator.userAgent, standalone) ? 'ios-hint' : null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What to offer now: the browser's install dialog, the iOS hint, or nothing. */
export function useInstallOffer(): InstallOffer {
  return useSyncExternalStore(subscribe, currentOffer, () => null);
}

/** Shows the browser's install dialog; a "cancel" there counts as "Not now". */
export async function install(): Promise<void> {
  const event = deferred;
  if (!event) return;
  deferred = null;
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === 'dismissed') dismissInstall();
  else notify();
}

/** "Not now": remembered on this device, so the offer does not come back. */
export function dismissInstall(): void {
  dismissedNow = true;
  try {
    window.localStorage.setItem(INSTALL_DISMISSED_KEY, new Date().toISOString());
  } catch {
    // Storage blocked: not offered again on this page.
  }
  notify();
}
