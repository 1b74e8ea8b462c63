// What was typed into the dealer application, kept on this phone until it is stored as an
// application: a visitor asked to sign in first (or create the account that becomes the
// dealer's owner) comes back to the same form, and a reload loses nothing.
export const DRAFT_KEY = 'mgrid-dealer-apply-draft';

export interface ApplicationDraft {
  businessName: string;
  tradeName: string;
  gstin: string;
  addressLine1: string;
  addressLine2: string;
  pinCode: string;
  city: string;
  state: string;
  ownerName: string;
  mobile: string;
  email: string;
  shopType: string;
}

export const EMPTY_DRAFT: ApplicationDraft = {
  businessName: '',
  tradeName: '',
  gstin: '',
  addressLine1: '',
  addressLine2: '',
  pinCode: '',
  city: '',
  state: '',
  ownerName: '',
  mobile: '',
  email: '',
  shopType: '',
};

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

/** The kept draft (each field a text; anything else is dropped), or the empty form. */
export function readDraft(): ApplicationDraft {
  try {
    const kept = JSON.parse(storage()?.getItem(DRAFT_KEY) ?? 'null') as Record<string, unknown>;
    if (!kept || typeof kept !== 'object') return EMPTY_DRAFT;
    const draft = { ...EMPTY_DRAFT };
    for (const key of Object.keys(EMPTY_DRAFT) as (keyof ApplicationDraft)[]) {
      if (typeof kept[key] === 'string') draft[key] = kept[key];
    }
    return draft;
  } catch {
    return EMPTY_DRAFT;
  }
}

export function keepDraft(draft: ApplicationDraft): void {
  try {
    storage()?.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or refused: the form still holds what was typed.
  }
}

export function forgetDraft(): void {
  try {
    storage()?.removeItem(DRAFT_KEY);
  } catch {
    // Nothing kept.
  }
}
