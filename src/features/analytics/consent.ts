// The visitor's answer to the analytics cookie question, kept in localStorage (listed in the
// Cookie Policy) so it is asked once per browser.
import { useSyncExternalStore } from 'react';
import { CONSENT_KEY } from '../../lib/ecommerce.ts';

export { CONSENT_KEY };
export type Consent = 'accepted' | 'declined' | null;

const listeners = new Set<() => void>();

/** The visitor's answer as stored now (outside React: error reports, ecommerce events). */
export function readConsent(): Consent {
  return read() ?? memory;
}

function read(): Consent {
  try {
    const value = window.localStorage.getItem(CONSENT_KEY);
    return value === 'accepted' || value === 'declined' ? value : null;
  } catch {
    return null;
  }
}

export function setConsent(value: Exclude<Consent, null>) {
  try {
    window.localStorage.setItem(CONSENT_KEY, value);
  } catch {
    // Storage blocked: the answer holds for this page only.
  }
  memory = value;
  for (const listener of [...listeners]) listener();
}

let memory: Consent = null;

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === CONSENT_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useConsent(): Consent {
  return useSyncExternalStore(
    subscribe,
    () => read() ?? memory,
    () => null,
  );
}
