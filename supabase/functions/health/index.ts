// Liveness of the functions runtime: GET or POST /functions/v1/health -> {ok: true, time}.
import { withCors } from '../_shared/cors.ts';
import { serveOnEdge } from '../_shared/serve.ts';

function health(_request: Request): Response {
  return Response.json({ ok: true, time: new Date().toISOString() });
}

/** Answers browsers too: the preflight and CORS headers on every response (_shared/cors.ts). */
const handler = withCors(health);
export default handler;

serveOnEdge(handler);
