// Appends every API answer's status, method and path (no query string) to a file, one line
// each, so a run can count what it asked and how often the server failed (5xx) without
// parsing logs: `npm run bench -- compat` sets API_STATUS_LOG for the suites it runs.
import { appendFileSync } from 'node:fs';
import type { Server } from 'node:http';

export function logStatuses(server: Server, file: string): void {
  server.on('request', (req, res) => {
    res.on('finish', () => {
      const path = (req.url ?? '/').split('?')[0];
      appendFileSync(file, `${res.statusCode} ${req.method ?? 'GET'} ${path}\n`);
    });
  });
}
