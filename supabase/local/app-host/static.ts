// Serves the built app (dist/) for `npm start`: hashed assets cached for a year as
// immutable, the service worker and HTML never cached (so an update is picked up), text
// compressed (brotli, else gzip, with Vary), pre-rendered pages at their paths, and any other
// path without an extension answered with the shell (SPA fallback) so deep links work. The
// host may hold fresher copies of the pre-rendered pages than the files (fresh-pages.ts).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { CSP_REPORT_PATH } from './security-headers.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};

const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.webmanifest',
  '.svg',
  '.map',
  '.txt',
  '.xml',
]);

type Encoding = 'br' | 'gzip';

/** The encoding to answer with: brotli when the client takes it, else gzip, else none. */
function encodingFor(acceptEncoding: string | undefined): Encoding | null {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => q === undefined || Number(q.split('=')[1]) > 0)
    .map(([name]) => name?.toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Compressed bodies by file, encoding and modification time: each file compressed once. */
const compressed = new Map<string, Promise<Buffer>>();

function compressedFile(file: string, mtimeMs: number, encoding: Encoding): Promise<Buffer> {
  return compressedBody(`${mtimeMs}:${file}`, () => readFile(file), encoding);
}

function compressedBody(
  name: string,
  read: () => Promise<Buffer>,
  encoding: Encoding,
): Promise<Buffer> {
  const key = `${encoding}:${name}`;
  let body = compressed.get(key);
  if (!body) {
    body = read().then((raw) =>
      encoding === 'br'
        ? brotli(raw, {
            params: {
              // Quality 11 is for what a page needs first; the big data-layer chunk and source
              // maps get 9, about ten times faster to compress and a few per cent larger.
              [zlib.BROTLI_PARAM_QUALITY]: raw.length > 200_000 ? 9 : 11,
              [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length,
            },
          })
        : gzipped(raw, { level: 9 }),
    );
    compressed.set(key, body);
    body.catch(() => compressed.delete(key));
  }
  return body;
}

function cacheControl(relative: string): string {
  if (relative.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  if (/^(sw|workbox-[\w-]+)\.js$/.test(relative) || relative.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
}

export interface AppServerOptions {
  /** The security headers (CSP and friends) for the response with this file; security-headers.ts. */
  securityHeaders?: (relativePath: string) => Promise<Record<string, string>>;
  /** Content-Security-Policy violation reports the browser posts to CSP_REPORT_PATH. */
  onCspReport?: (report: unknown) => void;
  /**
   * What to serve for the built HTML file `relativePath` instead of the file (a pre-rendered
   * page rendered again after a publish), with a key naming that content; null: the file.
   */
  page?: (relativePath: string) => Promise<{ body: string; key: string } | null>;
  /** More headers for every HTML document (the live catalogue version). */
  documentHeaders?: () => Promise<Record<string, string>>;
}

const MAX_REPORT_BYTES = 64 * 1024;

/** Reads a CSP report (report-uri's application/csp-report or Reporting API's JSON list). */
function readCspReport(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_REPORT_BYTES) {
        reject(new Error('report too large'));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    req.on('error', reject);
  });
}

export function createAppServer(appDir: string, options: AppServerOptions = {}): Server {
  const root = path.resolve(appDir);
  return createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === CSP_REPORT_PATH) {
      if (req.method !== 'POST') {
        res.writeHead(405, { allow: 'POST', 'content-type': 'text/plain' }).end('POST only');
        return;
      }
      try {
        options.onCspReport?.(await readCspReport(req));
        res.writeHead(204).end();
      } catch {
        res.writeHead(400, { 'content-type': 'text/plain' }).end('Not a CSP report');
      }
      return;
    }
    let relative: string;
    try {
      relative = decodeURIComponent(url.pathname).replace(/^\/+/, '');
    } catch {
      res.writeHead(400, { 'content-type': 'text/plain' }).end('Bad request');
      return;
    }
    let file = path.resolve(root, relative || 'index.html');
    if (!file.startsWith(root + path.sep) && file !== root) {
      res.writeHead(403, { 'content-type': 'text/plain' }).end('Forbidden');
      return;
    }
    let info = await stat(file).catch(() => null);
    if (info?.isDirectory()) {
      file = path.join(file, 'index.html');
      info = await stat(file).catch(() => null);
    }
    // Missing files with an extension are real 404s; anything else is a client-side route,
    // answered with the unrendered shell (builds before pre-rendering have only index.html).
    if (!info && path.extname(relative) === '') {
      for (const shell of ['shell.html', 'index.html']) {
        file = path.join(root, shell);
        relative = shell;
        info = await stat(file).catch(() => null);
        if (info) break;
      }
    }
    if (!info) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const ext = path.extname(file);
    const headers: Record<string, string> = {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'cache-control': cacheControl(path.relative(root, file)),
      'x-content-type-options': 'nosniff',
      // No other site may frame the shop (clickjacking); the full set is security-headers.ts.
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      ...(await options.securityHeaders?.(path.relative(root, file))),
    };
    if (path.basename(file) === 'sw.js') headers['service-worker-allowed'] = '/';
    const encoding = COMPRESSIBLE.has(ext) ? encodingFor(req.headers['accept-encoding']) : null;
    if (COMPRESSIBLE.has(ext)) headers.vary = 'Accept-Encoding';
    if (ext === '.html') Object.assign(headers, await options.documentHeaders?.());
    const held = ext === '.html' ? await options.page?.(path.relative(root, file)) : null;
    if (held) {
      const raw = Buffer.from(held.body);
      const body = encoding
        ? await compressedBody(`page:${held.key}`, () => Promise.resolve(raw), encoding)
        : raw;
      if (encoding) headers['content-encoding'] = encoding;
      headers['content-length'] = String(body.length);
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    if (encoding) {
      let body: Buffer;
      try {
        body = await compressedFile(file, info.mtimeMs, encoding);
      } catch {
        res.writeHead(500, { 'content-type': 'text/plain' }).end('Could not read the file');
        return;
      }
      headers['content-encoding'] = encoding;
      headers['content-length'] = String(body.length);
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    headers['content-length'] = String(info.size);
    res.writeHead(200, headers);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(file).pipe(res);
  });
}
