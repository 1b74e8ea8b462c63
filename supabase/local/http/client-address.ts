// The one place the server decides who a client is, for every limit (auth budgets, two-step
// guesses, the database's lead and order limits through request headers, the functions'
// assistant limit). Security: the socket's address, unless that socket is a proxy the
// operator configured as trusted (TRUSTED_PROXIES); only then does X-Forwarded-For
// count, read from the right past the trusted hops, so a caller cannot pick its own address.
import type { IncomingHttpHeaders } from 'node:http';
import type { Socket } from 'node:net';

/** Headers a caller could forge to pose as another client; the server sets the real one. */
export const CLIENT_ADDRESS_HEADERS = new Set([
  'x-forwarded-for',
  'x-real-ip',
  'cf-connecting-ip',
  'cf-ipcountry',
]);

const plain = (address: string) => address.trim().replace(/^::ffff:/, '');

export function clientAddress(
  req: { raw: { socket: Pick<Socket, 'remoteAddress'> }; headers: IncomingHttpHeaders },
  trustedProxies: readonly string[] = [],
): string {
  const socket = plain(req.raw.socket.remoteAddress ?? '');
  if (!trustedProxies.includes(socket)) return socket;
  const header = req.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map(plain)
    .filter((hop) => hop !== '');
  for (let i = hops.length - 1; i >= 0; i--) {
    if (!trustedProxies.includes(hops[i]!)) return hops[i]!;
  }
  return hops[0] ?? socket;
}
