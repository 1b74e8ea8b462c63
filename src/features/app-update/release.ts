// The release this build carries (vite.config.ts reads it from CHANGELOG.md) and the line the
// app shows once after an update the visitor accepted.

import { t } from '../../i18n/index.ts';

export interface Release {
  version: string;
  note: string;
}

declare const __MGRID_RELEASE__: Release | undefined;

/** This build's release (the pre-render and unit tests run without the define). */
export const RELEASE: Release =
  typeof __MGRID_RELEASE__ === 'undefined' ? { version: 'dev', note: '' } : __MGRID_RELEASE__;

/** Session storage: the version the page ran before an accepted update reloaded it. */
export const UPDATED_FROM_KEY = 'mgrid:updated-from';

/** Remembers the running version just before the update reloads the page. */
export function rememberVersionBeforeUpdate(): void {
  try {
    sessionStorage.setItem(UPDATED_FROM_KEY, RELEASE.version);
  } catch {
    // Storage blocked: the update still applies, without the line saying what changed.
  }
}

/** The one line to show after an accepted update (once), or null. */
export function takeUpdateNote(): string | null {
  let from: string | null = null;
  try {
    from = sessionStorage.getItem(UPDATED_FROM_KEY);
    sessionStorage.removeItem(UPDATED_FROM_KEY);
  } catch {
    return null;
  }
  if (from === null || from === RELEASE.version) return null;
  return updateNote(RELEASE);
}

export function updateNote(release: Release): string {
  return release.note
    ? t('Updated to version {version}: {note}', { version: release.version, note: release.note })
    : t('Updated to version {version}.', { version: release.version });
}
