// A raw HTTP call from a chosen loopback address (127.0.0.2, ...), so a test can be several
// visitors at once: the server sees each as its own socket address.
import { request } from 'node:http';

export interface RawAnswer {
  status: number;
  body: Record<string, unknown> | null;
}

export function callFrom(
  from: string,
  url: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<RawAnswer> {
  const body = init.body === undefined ? undefined : JSON.stringify(init.body);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: init.method ?? 'GET',
        localAddress: from,
        headers: { 'content-type': 'application/json', ...init.headers },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
