// Finds and imports function modules: <functionsDir>/<name>/index.ts, whose default export is
// the handler. Imported once per server process (no hot reload).
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export type FunctionHandler = (request: Request) => Response | Promise<Response>;

/**
 * Security: the name becomes a folder name, so it is a plain lowercase slug. A leading `_`
 * is refused, as the Supabase CLI does: `_shared` holds helpers, not a function.
 */
const FUNCTION_NAME = /^[a-z0-9][a-z0-9_-]{0,63}$/;

export class BootError extends Error {}

export function createLoader(functionsDir: string) {
  const cache = new Map<string, Promise<FunctionHandler>>();

  /** The function's entry file, or undefined when no such function exists. */
  async function entryOf(name: string): Promise<string | undefined> {
    if (!FUNCTION_NAME.test(name)) return undefined;
    const file = path.join(functionsDir, name, 'index.ts');
    const info = await stat(file).catch(() => undefined);
    return info?.isFile() ? file : undefined;
  }

  async function importHandler(file: string): Promise<FunctionHandler> {
    let module: { default?: unknown };
    try {
      module = (await import(pathToFileURL(file).href)) as { default?: unknown };
    } catch (error) {
      throw new BootError(`${file} failed to load: ${(error as Error)?.stack ?? String(error)}`);
    }
    if (typeof module.default !== 'function') {
      throw new BootError(`${file} has no default export (request: Request) => Response`);
    }
    return module.default as FunctionHandler;
  }

  /** The handler of an existing entry file (from `entryOf`). Throws BootError. */
  function load(file: string): Promise<FunctionHandler> {
    let handler = cache.get(file);
    if (!handler) {
      handler = importHandler(file);
      cache.set(file, handler);
      handler.catch(() => cache.delete(file));
    }
    return handler;
  }

  return { entryOf, load };
}
