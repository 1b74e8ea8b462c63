// Starting and stopping a node:http server: a port already taken is a PortInUseError (the
// caller says what to do about it), and closing drops idle keep-alive connections at once.
import { createServer, type Server } from 'node:http';

export class PortInUseError extends Error {
  constructor(
    readonly port: number,
    /** What the port was for: "API", "database", "app". */
    readonly what: string,
  ) {
    super(`Port ${port} (${what}) is already in use`);
  }
}

/** Listens on `port` (0: any free port) and resolves with the port taken. */
export function listen(server: Server, port: number, host: string, what: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(port, what) : error);
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/**
 * Fails with PortInUseError when `port` is taken, before anything else is opened: a second
 * backend must stop before it touches the first one's data directory.
 */
export async function assertPortFree(port: number, host: string, what: string): Promise<void> {
  if (port === 0) return;
  const probe = createServer();
  await listen(probe, port, host, what);
  await closeServer(probe);
}
