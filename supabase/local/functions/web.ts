// Node request -> Web `Request`, and Web `Response` -> the front door's response, streamed.
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { clientAddress, CLIENT_ADDRESS_HEADERS } from '../http/client-address.ts';
import type { ApiRequest, ApiResponse } from '../http/types.ts';

// Connection-level headers belong to one hop, not to the message.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'te',
  'trailer',
]);

/**
 * The request as the Edge Runtime hands it to a function: the URL without `/functions/v1`
 * (`http://host/<name>/rest?query`), all end-to-end headers (Authorization, apikey, ...),
 * and the body (bounded by the server's maxBodyBytes).
 */
export async function toWebRequest(
  req: ApiRequest,
  functionPath: string,
  trustedProxies?: string[],
): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || name === 'content-length') continue;
    if (CLIENT_ADDRESS_HEADERS.has(name)) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  // Security: as the Edge gateway, the function gets the client's address, not the caller's claim.
  const address = clientAddress(req, trustedProxies);
  if (address) headers.set('x-forwarded-for', address);
  let url: URL;
  try {
    url = new URL(`${functionPath}${req.url.search}`, `http://${req.headers.host ?? 'localhost'}`);
  } catch {
    url = new URL(`${functionPath}${req.url.search}`, 'http://localhost');
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const body = hasBody ? new Uint8Array(await req.body()) : undefined;
  return new Request(url, { method: req.method, headers, body });
}

export function fromWebResponse(response: Response): ApiResponse {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!HOP_BY_HOP.has(name)) headers[name] = value;
  });
  const body = response.body
    ? Readable.fromWeb(response.body as unknown as NodeReadableStream<Uint8Array>)
    : undefined;
  return { status: response.status, headers, body };
}
