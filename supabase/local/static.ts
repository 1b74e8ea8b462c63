// Serves the built app (dist/) for `npm start`: hashed assets cached for a year, the
// service worker and HTML never cached (so an update is picked up), and any unknown path
// answered with index.html (SPA fallback) so deep links work.
import { createServer, type Server } from 'node:http';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';

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

function cacheControl(relative: string): string {
  if (relative.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  if (/^(sw|workbox-[\w-]+)\.js$/.test(relative) || relative.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
}

export function createAppServer(appDir: string): Server {
  const root = path.resolve(appDir);
  return createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
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
    // Missing files with an extension are real 404s; anything else is a client-side route.
    if (!info && path.extname(relative) === '') {
      file = path.join(root, 'index.html');
      relative = 'index.html';
      info = await stat(file).catch(() => null);
    }
    if (!info) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const ext = path.extname(file);
    const headers: Record<string, string> = {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'content-length': String(info.size),
      'cache-control': cacheControl(path.relative(root, file)),
      'x-content-type-options': 'nosniff',
      // No other site may frame the shop (clickjacking); the PWA issue adds the full CSP.
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
    };
    if (path.basename(file) === 'sw.js') headers['service-worker-allowed'] = '/';
    res.writeHead(200, headers);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(file).pipe(res);
  });
}
