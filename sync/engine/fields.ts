// JSON-schema building blocks for the collection schemas, so each schema reads as a list of
// columns. Indexed fields must be required and bounded (RxDB builds index strings from them).
export const id = (maxLength = 64) => ({ type: 'string', maxLength }) as const;
export const text = { type: 'string' } as const;
export const optionalText = { type: ['string', 'null'] } as const;
export const indexedText = (maxLength: number) => ({ type: 'string', maxLength }) as const;
export const textList = { type: 'array', items: { type: 'string' } } as const;
export const flag = { type: 'boolean' } as const;
export const optionalFlag = { type: ['boolean', 'null'] } as const;
export const integer = { type: 'integer' } as const;
export const optionalInteger = { type: ['integer', 'null'] } as const;
export const optionalNumber = { type: ['number', 'null'] } as const;
export const indexedInteger = (minimum: number, maximum: number) =>
  ({ type: 'integer', minimum, maximum, multipleOf: 1 }) as const;
export const json = { type: 'object' } as const;
export const jsonList = { type: 'array', items: { type: 'object' } } as const;
/** The server's `_modified` (ISO text); kept where a client needs it (draft bases). */
export const serverTime = { type: ['string', 'null'] } as const;
/** Epoch milliseconds, indexed (e.g. when a local write was made). */
export const indexedTime = indexedInteger(0, 8_640_000_000_000_000);
