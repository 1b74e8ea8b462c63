import type { ServerContext } from '../context.ts';
import type { Mount } from '../http/app.ts';
import { json } from '../http/types.ts';

// Placeholder until this module is written.
export function createAuth(_ctx: ServerContext): Mount {
  return { prefix: '/auth/v1', handler: async () => json(404, { message: 'not implemented' }) };
}
