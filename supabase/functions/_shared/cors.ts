// The CORS headers a browser needs to call a function (Supabase's documented pattern,
// docs/deploying.md): hosted Edge Functions add none of their own, so each function answers
// the preflight and puts these on every response. The allowed request headers are the ones
// supabase-js sends (its own `@supabase/supabase-js/cors` list; a unit test keeps them equal).
type Handler = (request: Request) => Response | Promise<Response>;

export const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers':
    'authorization, x-client-info, apikey, content-type, x-retry-count',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
};

/** The handler answering the preflight (`OPTIONS`) itself and adding the headers to every response. */
export function withCors(handler: Handler): Handler {
  return async (request) => {
    if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
    const response = await handler(request);
    const headers = new Headers(response.headers);
    for (const [name, value] of Object.entries(corsHeaders)) headers.set(name, value);
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  };
}
