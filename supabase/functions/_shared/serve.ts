// Lets a function module be its own Supabase Edge Functions entrypoint: on Deno it serves the
// handler; on the local server (Node) it does nothing and the server calls the default export.
type Handler = (request: Request) => Response | Promise<Response>;

interface DenoServe {
  serve(handler: Handler): unknown;
}

export function serveOnEdge(handler: Handler): void {
  (globalThis as { Deno?: DenoServe }).Deno?.serve(handler);
}
