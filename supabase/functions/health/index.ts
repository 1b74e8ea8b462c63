// Liveness of the functions runtime: GET or POST /functions/v1/health -> {ok: true, time}.
import { serveOnEdge } from '../_shared/serve.ts';

export default function health(_request: Request): Response {
  return Response.json({ ok: true, time: new Date().toISOString() });
}

serveOnEdge(health);
