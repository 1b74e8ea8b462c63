import type { Server } from 'node:http';
import type { ServerContext } from '../context.ts';

export interface Realtime {
  close(): Promise<void>;
}

// Placeholder until this module is written.
export async function attachRealtime(_ctx: ServerContext, _server: Server): Promise<Realtime> {
  return { close: async () => undefined };
}
