// A list's filters read back from the address (?page=&status=&from=...): what a person may
// have typed, cut short or kept from an older version is read as no filter, never used as is.

/** The 1-based page of `?page=`; 1 for anything that is not a whole number above 1. */
export function pageParam(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** `value` when it is one of `list`, else null. */
export const oneOfParam = (list: readonly string[], value: string | null) =>
  value && list.includes(value) ? value : null;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day written yyyy-mm-dd, as given; else null. */
export const dayParam = (value: string | null) => (value && ISO_DAY.test(value) ? value : null);
