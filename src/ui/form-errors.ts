import { isTranslated, locale, t } from '../i18n/index.ts';

/**
 * A message that may come from anywhere (a check of src/lib/validation.ts, an error the data
 * layer passes on) in the page's language when it has a translation, else as it is: the checks
 * return the spec's English texts, which stay what the code compares; only what is shown is
 * translated, and a text from elsewhere is never parsed as a message.
 */
export function shownMessage(text: string): string {
  return locale() !== 'en' && isTranslated(text) ? t(text) : text;
}

/** A form's field errors in the page's language, for Mantine's `validate` and `setErrors`. */
export function shownErrors(
  errors: Readonly<Record<string, string | undefined | null>>,
): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const [field, error] of Object.entries(errors))
    if (error) shown[field] = shownMessage(error);
  return shown;
}
