// /functions/v1/<name>: runs supabase/functions/<name>/index.ts in this process, as the
// Supabase CLI's edge runtime (supabase/cli internal/functions/serve/templates/main.ts) does.
//
// Contract for a function module (see supabase/functions/health/index.ts):
//   export default function handler(request: Request): Response | Promise<Response>
// A plain Web API handler: no Node or Deno imports in the handler itself, secrets read with
// `env(name)` from supabase/functions/_shared/env.ts. The same module is the Supabase Edge
// Functions entrypoint: it ends with `serveOnEdge(handler)` (_shared/serve.ts), which calls
// `Deno.serve(handler)` on Deno and does nothing here.
//
// Like the CLI: unless config.toml says `[functions.<name>] verify_jwt = false`, the caller
// needs a valid JWT (the anon key is one), 401 `{msg}` otherwise; a preflight (`OPTIONS`) is
// never checked. As hosted, the gateway adds no CORS headers here: the function answers the
// preflight and sets its own (supabase/functions/_shared/cors.ts), passed through as they are;
// unknown function 404; a module that fails to load 503 BOOT_ERROR; a handler that throws or
// returns no Response 500. Error bodies never carry a stack; the log does.
import type { ServerContext } from '../context.ts';
import type { Mount } from '../http/api-gateway.ts';
import { json, type ApiRequest, type ApiResponse } from '../http/types.ts';
import { BootError, createLoader, type FunctionHandler } from './loader.ts';
import { fromWebResponse, toWebRequest } from './web.ts';

const WORKER_ERROR = 'Function exited due to an error (please check logs)';

async function jwtError(ctx: ServerContext, req: ApiRequest): Promise<ApiResponse | undefined> {
  const token = req.bearer();
  if (!token) return json(401, { msg: 'Error: Missing authorization header' });
  try {
    await ctx.verify(token);
    return undefined;
  } catch {
    return json(401, { msg: 'Invalid JWT' });
  }
}

export function createFunctions(ctx: ServerContext): Mount {
  const functions = createLoader(ctx.config.functionsDir);

  return {
    prefix: '/functions/v1',
    ownCors: true,
    async handler(req): Promise<ApiResponse> {
      const name = req.path.split('/')[1] ?? '';
      const entry = await functions.entryOf(name);
      if (!entry) return json(404, { error: 'Function not found' });

      const verifyJwt = ctx.config.functionsVerifyJwt[name] ?? true;
      if (verifyJwt && req.method !== 'OPTIONS') {
        const denied = await jwtError(ctx, req);
        if (denied) return denied;
      }

      let handler: FunctionHandler;
      try {
        handler = await functions.load(entry);
      } catch (error) {
        if (!(error instanceof BootError)) throw error;
        ctx.log(`functions: ${error.message}`);
        return json(503, {
          code: 'BOOT_ERROR',
          error: 'Worker failed to boot (please check logs)',
        });
      }

      const request = await toWebRequest(req, req.path, ctx.config.trustedProxies);
      let response: unknown;
      try {
        response = await handler(request);
      } catch (error) {
        ctx.log(`functions: ${name} threw: ${(error as Error)?.stack ?? String(error)}`);
        return json(500, { code: 'WORKER_ERROR', error: WORKER_ERROR });
      }
      if (!(response instanceof Response)) {
        ctx.log(`functions: ${name} returned ${typeof response}, not a Response`);
        return json(500, { code: 'WORKER_ERROR', error: WORKER_ERROR });
      }
      return fromWebResponse(response);
    },
  };
}
