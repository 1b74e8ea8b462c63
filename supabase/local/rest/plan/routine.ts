// Which function /rpc/<name> calls, as PostgREST's findProc chooses it: the overload whose
// parameter names match the argument keys (required ones all given, optional ones any), or,
// for a POST, the one function with a single unnamed parameter of the body's type (json or
// jsonb for JSON, text for text/plain, xml for text/xml, bytea for application/octet-stream).
// Answers 404 PGRST202 (with PostgREST's hint) or 300 PGRST203 (candidates, fewest
// parameters first) otherwise.
import { pgrstError } from '../errors.ts';
import { isRawKind, type BodyKind } from '../request/call-args.ts';
import { closestMatch } from '../schema-cache/fuzzy.ts';
import type { Routine, SchemaCache } from '../schema-cache/schema-cache.ts';

const RAW_TYPES: Record<BodyKind, string[]> = {
  json: ['json', 'jsonb'],
  form: [],
  text: ['text'],
  xml: ['xml'],
  bytea: ['bytea'],
};

function matchesArguments(routine: Routine, keys: Set<string>, kind?: BodyKind): boolean {
  const params = routine.params;
  if (params.length === 0) return keys.size === 0 && !isRawKind(kind);
  const required = params.filter((prm) => prm.required).map((prm) => prm.name);
  const optional = new Set(params.filter((prm) => !prm.required).map((prm) => prm.name));
  const rest = [...keys].filter((k) => !optional.has(k));
  return rest.length === required.length && required.every((r) => keys.has(r));
}

export function singleUnnamedParam(routine: Routine, kind?: BodyKind): boolean {
  const [only, ...others] = routine.params;
  return (
    kind !== undefined &&
    !!only &&
    others.length === 0 &&
    only.name === '' &&
    RAW_TYPES[kind].includes(only.type)
  );
}

function noRpc(
  schema: string,
  name: string,
  keys: string[],
  kind: BodyKind | undefined,
  all: string[],
  overloads: Routine[],
) {
  const func = `${schema}.${name}`;
  const sorted = [...keys].sort();
  const params = sorted.length ? `(${sorted.join(', ')})` : ' without parameters';
  const searched = sorted.length
    ? ` with parameter${sorted.length > 1 ? 's' : ''} ${sorted.join(', ')}`
    : ' without parameters';
  if (isRawKind(kind)) {
    return pgrstError(
      404,
      'PGRST202',
      `Could not find the function ${func} in the schema cache`,
      `Searched for the function ${func} with a single unnamed ${kind} parameter, but no matches were found in the schema cache.`,
    );
  }
  const listed = (r: Routine) =>
    `(${r.params
      .map((prm) => prm.name)
      .sort()
      .join(', ')})`;
  const suggestion = overloads.length
    ? closestMatch(`(${sorted.join(', ')})`, overloads.map(listed))
    : closestMatch(name, all, 0.75);
  return pgrstError(
    404,
    'PGRST202',
    `Could not find the function ${func}${params} in the schema cache`,
    `Searched for the function ${func}${searched}${kind === 'json' ? ' or with a single unnamed json/jsonb parameter' : ''}, but no matches were found in the schema cache.`,
    suggestion
      ? `Perhaps you meant to call the function ${schema}.${overloads.length ? name : ''}${suggestion}`
      : null,
  );
}

/** `kind` is the POST body's kind, undefined for GET/HEAD (arguments in the query string). */
export async function findRoutine(
  cache: SchemaCache,
  name: string,
  keys: string[],
  kind: BodyKind | undefined,
): Promise<Routine> {
  const keySet = new Set(keys);
  const pick = (routines: Routine[]) => {
    const named = routines.filter((r) => matchesArguments(r, keySet, kind));
    return named.length ? named : routines.filter((r) => singleUnnamedParam(r, kind));
  };
  const { result, routines, names } = await cache.findRoutines(name, pick);
  if (!result || result.length === 0) {
    throw noRpc(cache.schema, name, keys, kind, names, routines);
  }
  if (result.length > 1) {
    const list = result
      .map(
        (r) =>
          `${r.schema}.${r.name}(${r.params.map((prm) => `${prm.name} => ${prm.type}`).join(', ')})`,
      )
      .join(', ');
    throw pgrstError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${list}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    );
  }
  return result[0]!;
}
