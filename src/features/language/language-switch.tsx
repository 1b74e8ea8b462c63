// The language switch: a link to the same page in the other language (a full page load: the
// page's texts, font and address all change together), remembered on the device and, for a
// signed-in person, on their account (saved by the next page: account-language.tsx).
import { Anchor } from '@mantine/core';
import { useLocation } from 'react-router-dom';
import { locale, t } from '../../i18n/index.ts';
import { LOCALE_NAMES, localizedPath, type Locale } from '../../lib/i18n/locale.ts';
import { useSession } from '../../../sync/session/hooks.ts';
import { noteUnsavedLocale, UNSAVED_KEY } from './account-language.tsx';
import { rememberLocale, STORAGE_KEY } from './language-choice.ts';
import { EARLY_STORE_ATTRIBUTE } from '../../lib/early-input.ts';

const other = (current: Locale): Locale => (current === 'en' ? 'hi' : 'en');

/** "हिन्दी" on English pages, "English" on Hindi ones, each in its own script. */
export function LanguageSwitch({ onSwitch }: { onSwitch?: (to: Locale) => void }) {
  const { pathname, search, hash } = useLocation();
  const to = other(locale());
  const { status, user } = useSession();
  // Not known yet ('checking') counts as maybe signed in: the next page knows.
  const forAccount = status !== 'signed-out' && user?.preferredLocale !== to;
  const href = `${localizedPath(pathname, to)}${search}${hash}`;
  // What the click notes, for a tap before the page's code has arrived (the early script).
  const early = JSON.stringify({ [STORAGE_KEY]: to, ...(forAccount ? { [UNSAVED_KEY]: to } : {}) });
  return (
    <Anchor
      href={href}
      lang={to === 'hi' ? 'hi' : 'en'}
      hrefLang={to === 'hi' ? 'hi-IN' : 'en-IN'}
      size="sm"
      fw={600}
      title={t('Read the shop in {language}', { language: LOCALE_NAMES[to] })}
      data-testid="language-switch"
      {...{ [EARLY_STORE_ATTRIBUTE]: early }}
      onClick={() => {
        rememberLocale(to);
        if (forAccount) noteUnsavedLocale(to);
        onSwitch?.(to);
      }}
    >
      {LOCALE_NAMES[to]}
    </Anchor>
  );
}
