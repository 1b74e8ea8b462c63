// Server rows to local docs: keep the schema's columns only (a column added on the server
// later must not break an older app) and read numeric text as numbers (Postgres numeric
// arrives as text from some paths).
import type { RxJsonSchema } from 'rxdb';

type Row = Record<string, unknown>;

function isNumberType(type: unknown): boolean {
  const types = Array.isArray(type) ? type : [type];
  return types.includes('number') || types.includes('integer');
}

export function columnsOf<Doc>(schema: RxJsonSchema<Doc>) {
  const properties = schema.properties as Record<string, { type?: unknown }>;
  const numeric = new Set(
    Object.entries(properties)
      .filter(([, p]) => isNumberType(p.type))
      .map(([name]) => name),
  );
  const names = Object.keys(properties);
  return (row: Row): Row => {
    const doc: Row = { _deleted: row._deleted === true };
    for (const name of names) {
      if (!(name in row)) continue;
      const value = row[name];
      doc[name] = numeric.has(name) && typeof value === 'string' ? Number(value) : value;
    }
    return doc;
  };
}

/** The row without the given (local-only or server-computed) columns. */
export function without(row: Row, columns: readonly string[]): Row {
  const copy = { ...row };
  for (const column of columns) delete copy[column];
  return copy;
}
